import { useCallback, useEffect, useState } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { CONTENT_MESSAGES } from '@harsh/contract';

/**
 * Guards an editing form's unsaved changes: leaving for another staff page asks first
 * (`CONTENT_MESSAGES.leaveUnsaved`), and closing or reloading the tab gets the browser's own question. Typing in
 * the form marks it changed; sending it marks it saved, until an answer refusing it comes
 * (`refusal`: the form's action answer when it was not saved, else null). Spread the returned
 * `handlers` on the `<Form>`; `changed` says whether it holds anything not saved.
 */
export function useUnsavedChanges(refusal: object | null | undefined) {
  const [changed, setChanged] = useState(false);
  // A refused save (a mistake, someone else's newer version, a session that ended) is still unsaved.
  const [lastRefusal, setLastRefusal] = useState(refusal);
  if (refusal !== lastRefusal) {
    setLastRefusal(refusal);
    if (refusal) setChanged(true);
  }

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(CONTENT_MESSAGES.leaveUnsaved)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (changed) event.preventDefault();
      },
      [changed],
    ),
  );

  return {
    changed,
    handlers: {
      onInput: () => setChanged(true),
      onChange: () => setChanged(true),
      onSubmit: () => setChanged(false),
    },
  };
}

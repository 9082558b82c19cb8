import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { STARTUP_INDICATOR_MS } from '@harsh/contract';

/**
 * The spec's start-up indicator (shown for 500 ms) and navigation progress, as a thin bar at
 * the top of the window. It sits above the content and never hides it. Its hook follows the
 * staff application's navigations within the page; on pages that do not hydrate (public pages,
 * previews) the start-up runs by CSS alone and `enhance/loading.ts` shows a page load under way.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const [startingUp, setStartingUp] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setStartingUp(false), STARTUP_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, []);

  const state = navigation.state !== 'idle' ? 'loading' : startingUp ? 'startup' : 'idle';
  return <div className="progress-bar" data-state={state} aria-hidden="true" />;
}

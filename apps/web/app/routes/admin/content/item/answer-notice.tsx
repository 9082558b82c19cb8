import { Notice, SignInAgain } from '../../_shared/notice';
import type { itemAction } from './action.server';

type ItemAnswer = Awaited<ReturnType<typeof itemAction>>['data'];

/** What the screen's last form got: the API's message, the way back after a session ended, a new preview link whole. */
export function AnswerNotice({ answer, path }: { answer: ItemAnswer; path: string }) {
  return (
    <Notice ok={answer.ok}>
      {answer.message}
      {answer.intent === 'session' && <SignInAgain path={path} />}
      {answer.link && (
        <span className="mt-2 block font-mono break-all" data-testid="preview-link">
          {answer.link}
        </span>
      )}
    </Notice>
  );
}

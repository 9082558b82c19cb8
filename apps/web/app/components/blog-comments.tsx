import type { BlogComment } from '@harsh/contract';
import { formatDate } from '../text';
import { useSharedBlock } from '../shared-blocks';
import { useLocale, useUi } from '../locale';
import {
  BotCheckedSubmit,
  BotCheckNotice,
  ConsentField,
  HoneypotField,
  ReturnToField,
} from './forms/form-parts';
import { useFormHooks } from './forms/form-hooks';
import { SelectField, TextAreaField, TextField } from './ui/field';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** One published comment and, indented below it, its replies. */
function CommentItem({ comment }: { comment: BlogComment }) {
  const ui = useUi();
  const locale = useLocale();
  return (
    <li id={`comment-${comment.id}`}>
      <article className="flex gap-4" aria-labelledby={`comment-${comment.id}-by`}>
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
        >
          {initials(comment.name) || '?'}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted">
            <span id={`comment-${comment.id}-by`} className="font-bold text-navy-900">
              {comment.name}
            </span>{' '}
            · <time dateTime={comment.created_at}>{formatDate(comment.created_at, locale)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line">{comment.comment}</p>
        </div>
      </article>
      {comment.replies.length > 0 && (
        <ul
          aria-label={ui.articles.comments.repliesTo({ name: comment.name })}
          className="mt-5 space-y-5 border-l-2 border-slate-200 pl-5 sm:ml-14"
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Every published comment, flattened, for the "In reply to" choice. */
const everyComment = (comments: BlogComment[]): BlogComment[] =>
  comments.flatMap((c) => [c, ...everyComment(c.replies)]);

function CommentForm({ blogSlug, comments }: { blogSlug: string; comments: BlogComment[] }) {
  const ui = useUi();
  const locale = useLocale();
  const { attributes, action } = useFormHooks({
    form: 'comment',
    action: '/blog-comment',
    botCheck: 'comment',
  });
  const replyOptions = everyComment(comments).map((c) => ({
    value: String(c.id),
    label: `${c.name}, ${formatDate(c.created_at, locale)}`,
  }));
  return (
    <form
      {...attributes}
      method="post"
      action={action}
      noValidate
      aria-labelledby="leave-comment"
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
    >
      <ReturnToField />
      <HoneypotField id="comment-website" />
      <BotCheckNotice />
      <input type="hidden" name="blog_slug" value={blogSlug} />
      {replyOptions.length > 0 && (
        <div className="sm:col-span-2">
          <SelectField
            id="comment-parent"
            name="parent_id"
            label={ui.forms.fields.parent_id}
            placeholder={ui.articles.comments.onTheArticle}
            options={replyOptions}
          />
        </div>
      )}
      <TextField
        id="comment-name"
        name="name"
        label={ui.forms.fields.name}
        autoComplete="name"
        required
        maxLength={100}
      />
      <TextField
        id="comment-email"
        name="email"
        label={ui.forms.fields.email}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        hint={ui.articles.comments.emailHint}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="comment-text"
          name="comment"
          label={ui.forms.fields.comment}
          required
          maxLength={3000}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentField
          id="comment-consent"
          collects={ui.articles.comments.collects}
          purpose={ui.articles.comments.purpose}
        />
      </div>
      <BotCheckedSubmit label={ui.articles.comments.submit} statusId="comment-status" />
    </form>
  );
}

/**
 * A post's comments (spec §2's /blogs/detail comments, on every post): the published ones with
 * their replies, and the form. A new comment waits for approval and is not shown until then.
 */
export function BlogComments({
  blogSlug,
  comments,
}: {
  blogSlug: string;
  comments: BlogComment[];
}) {
  const ui = useUi();
  const promise = useSharedBlock('blog-comments');
  const count = everyComment(comments).length;
  return (
    <section aria-labelledby="comments" className="mt-14 border-t border-slate-200 pt-10">
      <h2 id="comments" className="text-2xl font-bold">
        {ui.articles.comments.heading({ count })}
      </h2>
      {count === 0 ? (
        <p className="mt-3 text-muted">{ui.articles.comments.none}</p>
      ) : (
        <ul className="mt-6 space-y-8">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      <h2 id="leave-comment" className="mt-12 text-2xl font-bold" lang={promise?.lang}>
        {promise?.heading ?? ui.articles.comments.leaveAComment}
      </h2>
      {promise && (
        <p className="mt-2 text-muted" lang={promise.lang}>
          {promise.text}
        </p>
      )}
      <CommentForm blogSlug={blogSlug} comments={comments} />
    </section>
  );
}

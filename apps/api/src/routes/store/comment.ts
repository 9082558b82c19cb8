import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlogCommentSubmissionSchema, SUBMISSION_BODY_LIMIT, visitorText } from '@harsh/contract';
import { HttpError } from '../../plugins/errors.js';
import { storeBlogComment } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { acceptBotCheckedSubmission, consentNow, submissionResponses } from './common.js';

/** Comments on blog posts, held for moderation: stored as pending, shown only once approved. */
export const storeCommentRoutes: FastifyPluginAsyncZod<SubmissionDeps> = async (app, deps) => {
  const { database } = deps;
  app.post(
    '/store/comment',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary: 'Stores a comment on a blog post for moderation and notifies the company',
        description:
          '`blog_slug` names the post; `parent_id` (optional) a published comment of the same post to reply to. ' +
          'The comment is not shown until staff approve it. `captcha` must pass the bot check (action `comment`); ' +
          '`consent` must be `true` (or `on`).',
        body: BlogCommentSubmissionSchema,
        response: submissionResponses,
      },
    },
    (request, reply) => {
      const comment = request.body;
      return acceptBotCheckedSubmission(request, reply, deps, comment, {
        action: 'comment',
        message: visitorText(comment.locale).submitted.blogComment,
        kind: 'blog comment',
        store: async (botToken) => {
          const outcome = await storeBlogComment(database.db, comment, {
            consent: consentNow(),
            botToken,
            locale: comment.locale,
          });
          if (outcome.stored || outcome.reason === 'bot-token-used') return outcome;
          const { answers, fields } = visitorText(comment.locale);
          throw new HttpError(
            422,
            answers.validation,
            outcome.reason === 'no-post'
              ? { blog_slug: [fields.noComments] }
              : { parent_id: [fields.unpublishedParent] },
          );
        },
      });
    },
  );
};

import { z } from 'zod';
import { INBOX_KINDS } from './inbox-text.js';
import { LocaleQuerySchema } from './translatable-fields.js';

/*
 * Withdrawing consent by the link in an acknowledgement e-mail (issue 30, decision 046): the
 * site's `/withdraw/{token}` page reads what the link is for, and its button withdraws it.
 */

/** What a withdrawal link is for: the kind of submission, when it came, and whether it is withdrawn (erased) already. */
export const WithdrawalSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  received_at: z.string(),
  withdrawn: z.boolean(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** The withdrawal page's button: the link's token, and the page's language for the answer. */
export const WithdrawalRequestSchema = LocaleQuerySchema.extend({
  token: z.string().max(100),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

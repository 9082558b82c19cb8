/** What a form shows after a try: the server's (or our) message and each field's messages. */
export interface FormResult {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
}

import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.test(value), hint);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Settings every process that opens the database reads. */
export const DatabaseEnvSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
});

export const ApiEnvSchema = DatabaseEnvSchema.extend({
  PORT: port.default(4000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});
export type ApiEnv = z.infer<typeof ApiEnvSchema>;

/** Parses the environment or ends the process with a message that names every bad variable. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Invalid configuration:\n${lines.join('\n')}`);
  process.exit(1);
}

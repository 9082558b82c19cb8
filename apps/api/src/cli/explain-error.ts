/** An error's message and those of its causes (Drizzle wraps the driver's), without the stack. */
export function explainError(error: unknown): string {
  const lines: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    if (!(current instanceof Error)) {
      lines.push(String(current));
      break;
    }
    const code = (current as NodeJS.ErrnoException).code;
    lines.push(current.message.trim() || code || current.name);
    current = current.cause;
  }
  return lines.join('\n  because: ');
}

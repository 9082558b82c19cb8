declare module 'virtual:enhancements' {
  import type { Enhancement } from './names';
  /** Each enhancement's script address and the shared chunks it imports (`enhancements.vite.ts`). */
  export const enhancementScripts: Record<Enhancement, { src: string; imports: string[] }>;
}

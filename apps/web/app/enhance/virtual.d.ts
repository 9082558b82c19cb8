declare module 'virtual:enhancements' {
  import type { Enhancement } from './names';
  /** Each enhancement's script address (`enhancements.vite.ts`). */
  export const enhancementScripts: Record<Enhancement, string>;
}

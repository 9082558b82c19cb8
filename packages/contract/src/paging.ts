import { z } from 'zod';

/** A page of a staff list, as its address carries it (`?page=2`): the first when none is given. */
export const pageNumberSchema = z.coerce
  .number('Use a page number.')
  .int('Use a page number.')
  .min(1, 'Use a page number.')
  .max(10_000, 'Use a page number.')
  .default(1);

/** Words a staff list is searched for (`?q=`), as its address carries them. */
export const searchWordsSchema = z
  .string()
  .trim()
  .max(100, 'Search for 100 characters or fewer.')
  .optional();

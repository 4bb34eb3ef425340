/** A LIKE pattern matching text that contains `term` literally (its %, _ and \ escaped). */
export const likeContaining = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

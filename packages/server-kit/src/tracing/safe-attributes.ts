/**
 * What a span may say about a request or a query: never a visitor's data. URLs lose their
 * query (an e-mailed link's token, a search), SQL loses its literals (sequelize writes
 * replacements into the statement: addresses, names).
 */
export const withoutQuery = (target: string) => target.split('?')[0] ?? '';

export const sqlShape = (sql: string) =>
  sql
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\$[\s\S]*?\$\$/g, '?')
    .replace(/(?<![$\w])\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);

/** A part of a language's catalogue, written by the build from locales/<language>.json (vite.config.ts). */
declare module 'virtual:catalogue/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

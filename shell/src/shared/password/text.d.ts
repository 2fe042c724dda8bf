/** A text file bundled as a string (webpack `asset/source`): the list of common passwords. */
declare module '*.txt' {
  const text: string;
  export default text;
}

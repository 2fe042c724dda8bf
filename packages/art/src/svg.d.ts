// An SVG imported by a front end is a webpack asset/resource: the import is the URL of the file
// copied into the build under a hashed name (packages/federation/src/createWebpackConfig.mjs).
declare module '*.svg' {
  const url: string;
  export default url;
}

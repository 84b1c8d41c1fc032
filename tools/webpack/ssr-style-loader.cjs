// Server builds only: a CSS module gives the same class names as in the browser build (the same
// css-loader options), and its stylesheet text is recorded under the build's name, so the server can
// put the styles of the shell and of the page's remote into the HTML it renders (no unstyled flash
// before the scripts run). The browser build keeps style-loader.
module.exports = function ssrStyleLoader() {};
module.exports.pitch = function pitch(remainingRequest) {
  const { bundle } = this.getOptions();
  const request = JSON.stringify(`!!${remainingRequest}`);
  const key = JSON.stringify(`${bundle}:${this.utils.contextify(this.rootContext, this.resourcePath)}`);
  return [
    `import content from ${request};`,
    'const registry = (globalThis.__AKIYA_SSR_CSS__ ??= new Map());',
    // Comments and runs of white space out (the page carries these bytes inline).
    `registry.set(${key}, content.toString().replace(/\\/\\*[\\s\\S]*?\\*\\//g, '').replace(/\\s+/g, ' ').trim());`,
    'export default content.locals;',
  ].join('\n');
};

// A stylesheet imported by a component is nothing on the server: the page links the browser build's CSS.
module.exports = function noCss() {
  return 'export {};';
};

// ESLint rule: inside a frontend package a feature does not import another feature, and no feature
// imports the app layer. Features share code only through the package's shared folders
// (src/components, src/hooks, src/utils, src/config, src/api, src/testing); src/app composes them.
import path from 'node:path';

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports no other feature and not the app layer' },
    messages: {
      otherFeature:
        "Feature '{{own}}' must not import feature '{{other}}'. Move the shared piece up to src/components, src/hooks, src/utils, src/config or src/api, or compose the two in src/app.",
      app: "Feature '{{own}}' must not import from src/app; pass what it needs in from the app (a prop or a slot).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = FEATURE.exec(file)?.[1];
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source) + path.sep;
      const other = FEATURE.exec(target)?.[1];
      if (other && other !== own) context.report({ node, messageId: 'otherFeature', data: { own, other } });
      else if (/[\\/]src[\\/]app[\\/]/.test(target)) context.report({ node, messageId: 'app', data: { own } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };

import path from 'node:path';

/**
 * ESLint rule `anupalan/feature-boundaries`: a web feature (apps/web/app/features/<name>/) imports
 * nothing from another feature. What two features share belongs in app/components/ or app/lib/
 * (or in @anupalan/shared when the server needs it too); routes compose features.
 *
 * `allow` lists shared pieces that still sit inside a feature and are waiting for their move (issue
 * 9): paths relative to apps/web/app/features, without extension. Shrink it; never grow it.
 */
const FEATURES = `${path.sep}apps${path.sep}web${path.sep}app${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const rest = file.slice(at + FEATURES.length);
  const [name, ...inside] = rest.split(path.sep);
  return {
    name,
    module: [name, ...inside]
      .join('/')
      .replace(/\.(tsx?|jsx?)$/, '')
      .replace(/\/index$/, ''),
  };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'No imports between web features (apps/web/app/features/*).' },
    schema: [
      { type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false },
    ],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports '{{target}}' from feature '{{to}}'. Move what both need to app/components/ or app/lib/ (or @anupalan/shared), or compose them in a route.",
    },
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.name === here.name || allow.has(target.module)) return;
      context.report({
        node: source,
        messageId: 'crossFeature',
        data: { from: here.name, to: target.name, target: target.module },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

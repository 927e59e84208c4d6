import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `styled.div` or `styled(Link)` where a template (or `.attrs`) follows: a component definition. */
const DEFINITION = /\bstyled(\.[A-Za-z][\w]*|\([^()]*\))(?=\s*(`|\.attrs\b))/g;

/**
 * Names every styled component after its file and place in it (`.withConfig({ componentId })`), as
 * babel-plugin-styled-components does. styled-components otherwise numbers components in the order their modules
 * run, and the prerendering build runs them in another order than the browser (which loads screens in chunks, as
 * visited): the class names in the prerendered HTML would not be the ones the app hydrates with.
 */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'signals:styled-component-ids',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('styled')) {
        return null;
      }
      const file = path.relative(root, id.replace(/\?.*$/, '')).split(path.sep).join('/');
      const prefix = `s${createHash('sha1').update(file).digest('base64url').slice(0, 6).replace(/[-_]/g, 'x')}`;
      let index = 0;
      const named = code.replace(DEFINITION, (definition) => `${definition}.withConfig({componentId:"${prefix}${(index++).toString(36)}"})`);
      return index === 0 ? null : { code: named, map: null };
    },
  };
}

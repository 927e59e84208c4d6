import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Props and keys whose text a user reads or hears. */
const VISIBLE_NAMES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'description',
  'hint',
  'message',
  'caption',
  'heading',
  'subtitle',
  'eyebrow',
  'emptyText',
  'empty',
  'confirmLabel',
  'cancelLabel',
  'tooltip',
  'text',
]);
/** Calls whose first argument is shown as it is. */
const VISIBLE_CALLS = new Set(['useDocumentTitle', 'toast', 'confirm', 'alert']);
/**
 * Errors whose message reaches a toast or a form through errorMessage(): every argument may be
 * shown. The start-up check for index.html's #root (main.tsx) speaks to developers, before any
 * language is loaded, as does the server rendering (ssr/renderPage.tsx, ssr/pageHtml.ts: their errors go to the
 * build's output or the server's log, never to a member).
 */
const VISIBLE_ERRORS = new Set(['Error', 'ApiError']);
const FOR_DEVELOPERS = new Set(['main.tsx', 'ssr/renderPage.tsx', 'ssr/pageHtml.ts']);
/** Words, in English: two Latin letters in a row. Examples a user types over (an e-mail, a phone number) are not sentences. */
const WORDS = /[A-Za-z]{2}/;
const EXAMPLE = /^(\S+@\S+\.\S+|\+?[\d\s()-]+|https?:\/\/\S+|#[0-9a-fA-F]{3,8})$/;
/** A catalogue key ("auth.field.email"), passed on to be translated. */
const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9]+)+$/;

/** One piece of English written in a component rather than taken from the catalogue. */
export interface EnglishLiteral {
  file: string;
  line: number;
  text: string;
}

function isEnglish(text: string): boolean {
  const trimmed = text.trim();
  return WORDS.test(trimmed) && !EXAMPLE.test(trimmed) && !MESSAGE_ID.test(trimmed);
}

/** The literal texts an expression may evaluate to: a literal, either side of a condition, the fallback of `??` or `||`. */
function literalsOf(node: ts.Node): Array<{ node: ts.Node; text: string }> {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return [{ node, text: node.text }];
  }
  if (ts.isTemplateExpression(node)) {
    return [{ node, text: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ') }];
  }
  if (ts.isParenthesizedExpression(node)) {
    return literalsOf(node.expression);
  }
  if (ts.isConditionalExpression(node)) {
    return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) {
      return literalsOf(node.right);
    }
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.PlusToken) {
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    }
  }
  return [];
}

/** The English literals of one source file: JSX text, visible props and keys, and shown calls' first arguments. */
export function englishLiteralsIn(file: string, source: string): EnglishLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: EnglishLiteral[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isEnglish(text)) {
      found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim().slice(0, 80) });
    }
  };
  const addAll = (expression: ts.Node | undefined) => {
    for (const literal of expression ? literalsOf(expression) : []) {
      add(literal.node, literal.text);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      add(node, node.text);
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // {cond ? 'Saving…' : 'Save'} between tags.
      addAll(node.expression);
    } else if (ts.isJsxAttribute(node) && VISIBLE_NAMES.has(node.name.getText(sourceFile)) && node.initializer) {
      addAll(ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer);
    } else if (ts.isPropertyAssignment(node) && VISIBLE_NAMES.has(node.name.getText(sourceFile).replace(/['"]/g, ''))) {
      addAll(node.initializer);
    } else if (ts.isCallExpression(node) && VISIBLE_CALLS.has(node.expression.getText(sourceFile)) && node.arguments[0]) {
      addAll(node.arguments[0]);
    } else if (ts.isNewExpression(node) && VISIBLE_ERRORS.has(node.expression.getText(sourceFile)) && !FOR_DEVELOPERS.has(file)) {
      node.arguments?.forEach(addAll);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every source file the app ships (tests, test support and the service worker's build helpers left out), relative to `root`. */
export function shippedSources(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'locales') {
          walk(full);
        }
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(path.relative(root, full));
      }
    }
  };
  walk(root);
  return out.sort();
}

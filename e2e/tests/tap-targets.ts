import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The goal of WCAG 2.2 SC 2.5.5 (AAA), and Apple's and Google's guidelines: 44 × 44 CSS px. */
export const TAP_TARGET_PX = 44;

/**
 * Every tap target the owner can reach on the page that is smaller than `minimum` × `minimum`
 * CSS px, as "what width×height". While a dialog is open only the dialog counts (the page behind
 * it cannot be tapped). Measured: links, buttons, form controls, summaries, and elements
 * with a widget role (menu items, options, tabs, switches) or in the Tab order. A checkbox or a
 * radio button is measured with its label, which toggles it: the row is the target.
 *
 * Exempt, as WCAG 2.5.5 and 2.5.8 allow or because nobody can tap them:
 * - inline links in running text (an `<a>` laid out inline that shares its lines with other text);
 * - what is not shown: `display: none`, `visibility: hidden`, no box, or a visually hidden 1 px
 *   box (`.sr-only`), and what sits off the page until it has focus (the skip link);
 * - the "no matches" line of a list (an option marked aria-disabled), which is not a choice.
 */
export async function smallTapTargets(page: Page, minimum = TAP_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="combobox"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    // An open dialog is modal (the page behind it is hidden from assistive technology and takes no pointer).
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).filter(shown);
    const scope: ParentNode = dialogs.at(-1) ?? document;
    const nameOf = (element: Element) => {
      const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
      const text =
        element.getAttribute('aria-label') ??
        [element, ...labels]
          .map((part) => (part.textContent ?? '').trim().replace(/\s+/g, ' '))
          .join(' ')
          .trim();
      const name = text || element.getAttribute('title') || element.getAttribute('placeholder') || element.getAttribute('name') || '';
      return name.length > 40 ? `${name.slice(0, 39)}…` : name;
    };
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      const type = element.tagName === 'INPUT' ? `[type=${(element as HTMLInputElement).type}]` : '';
      return `${element.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''} "${nameOf(element)}"`;
    };
    /** The text that flows in lines with `node`'s own: its text and its inline (not inline-block) elements'. */
    const flowingText = (node: Node, skip: Element): string =>
      Array.from(node.childNodes)
        .map((child) => {
          if (child.nodeType === Node.TEXT_NODE) return child.textContent ?? '';
          if (!(child instanceof Element) || child === skip || getComputedStyle(child).display !== 'inline') return '';
          return flowingText(child, skip);
        })
        .join('');
    /** An `<a>` laid out inline (an icon beside it may make it inline-flex), sharing its lines with text that is not its own: a link in a sentence. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || !getComputedStyle(element).display.startsWith('inline')) return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      return !!block && flowingText(block, element).trim() !== '';
    };
    /** The box that takes the tap: a checkbox's or radio's together with its labels. */
    const tapBox = (element: Element) => {
      const boxes = [element.getBoundingClientRect()];
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
        for (const label of Array.from(element.labels ?? [])) if (shown(label)) boxes.push(label.getBoundingClientRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      return { top, width: Math.max(...boxes.map((box) => box.right)) - left, height: Math.max(...boxes.map((box) => box.bottom)) - top };
    };

    const small: string[] = [];
    const seen = new Set<Element>();
    for (const element of Array.from(scope.querySelectorAll(SELECTOR))) {
      if (seen.has(element) || !shown(element)) continue;
      seen.add(element);
      if (element.getAttribute('role') === 'option' && element.getAttribute('aria-disabled') === 'true') continue;
      if (inRunningText(element)) continue;
      // A control inside a label is measured with its checkbox (or is the label's own input).
      if (element.closest('label') && element.tagName !== 'INPUT') continue;
      const box = tapBox(element);
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.top + box.height + window.scrollY <= 0) continue;
      // Half a pixel of rounding (2.75rem is 44 px, sub-pixel layout) is not a smaller target.
      if (box.width + 0.5 < min || box.height + 0.5 < min) small.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  }, minimum);
}

/**
 * axe's target-size rule (WCAG 2.2 SC 2.5.8, 24 × 24 px or spaced apart). axe-core 4.13 ships it
 * turned off, so it is asked for by name.
 */
export async function targetSizeViolations(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

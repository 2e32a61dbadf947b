import type { WidgetProblem } from './widget-problem';

/** The platform's largest page. */
const MOST = 100;

/**
 * A list's `page-size`: a whole number from 1, at most 100 (more shows 100); anything else
 * (0, 2.5, "all") shows the list's usual page.
 */
export const pageSizeOf = (attribute: number | undefined, usual: number): number =>
  attribute !== undefined && Number.isInteger(attribute) && attribute > 0
    ? Math.min(attribute, MOST)
    : usual;

/** A `page-size` the list cannot take: it shows `size` a page, and says so. */
export const pageSizeProblem = (
  attribute: number | undefined,
  size: number,
): WidgetProblem | null =>
  attribute === undefined || attribute === size
    ? null
    : {
        message: `"page-size" must be a whole number from 1 to ${MOST}; the list shows ${size} a page.`,
        code: 'INVALID_ATTRIBUTE',
      };

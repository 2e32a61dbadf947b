import { SITE } from '../site.ts';

/** Shared shell of the hosted pages: plain server-rendered HTML, a little CSS, no scripts. */
export const esc = (value: unknown): string =>
  String(value ?? '').replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f2ec;color:#1d1d1f}
header{background:#1b1b2f;color:#f7d774;padding:14px 24px;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
header small{color:#cfcfe0;font-weight:400;margin-left:8px;text-transform:none}
main{max-width:720px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px;margin-bottom:16px}
h1{font-size:1.5rem;margin:0 0 16px}h2{font-size:1.1rem;margin:16px 0 8px}
label{display:block;font-weight:600;margin:12px 0 4px}
input,select,textarea{width:100%;padding:10px;border:1px solid #c9c6bf;border-radius:8px;font:inherit}
input[type=checkbox]{width:auto;margin-right:8px}
button,.button{display:inline-block;margin-top:16px;background:#1b1b2f;color:#fff;border:0;border-radius:8px;padding:12px 20px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.button.secondary{background:#fff;color:#1b1b2f;border:2px solid #1b1b2f;margin-top:0}
.failure{margin-bottom:24px;padding-bottom:16px;border-bottom:1px solid #eee}form>h2:first-child{margin-top:0}
a.back{display:inline-block;margin-bottom:12px;color:#1b1b2f;font-weight:600;padding:10px 0}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.field-error{color:#8a1c12;font-weight:600;margin:6px 0 0}.hint{color:#555;font-size:.9rem;margin:4px 0 0}
input[aria-invalid=true]{border:2px solid #8a1c12}
.notice{background:#eef4fb;color:#12355b;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.note{color:#666;font-size:.9rem}table{width:100%;border-collapse:collapse}td,th{padding:6px 4px;text-align:left;border-bottom:1px solid #eee}
td.num,th.num{text-align:right}.row{display:flex;gap:12px}.row>*{flex:1}
span.line{display:flex;align-items:center;gap:10px}img.thumb{width:48px;height:48px;flex:none;border-radius:6px}
img.tile{width:96px;height:96px;border-radius:8px;float:right;margin-left:16px}
`;

export const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>${esc(title)} · ${esc(SITE.name)}</title><style>${CSS}</style></head>
<body><header>${esc(SITE.name)}<small>${esc(SITE.tagline)}</small></header><main>${body}</main></body></html>`;

/** A form's refusal above it; `id` lets the fields it concerns point at it (aria-describedby). */
export const errorBox = (message: string | undefined, id?: string): string =>
  message
    ? `<div class="error" role="alert"${id ? ` id="${esc(id)}"` : ''}>${esc(message)}</div>`
    : '';

export const hiddenFields = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');

export const messagePage = (
  title: string,
  message: string,
  link?: { href: string; label: string },
): string =>
  page(
    title,
    `<div class="card"><h1>${esc(title)}</h1><p>${esc(message)}</p>${link ? `<a class="button" href="${esc(link.href)}">${esc(link.label)}</a>` : ''}</div>`,
  );

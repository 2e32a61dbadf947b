/**
 * The plugin's PHP called directly in a real WordPress (a fresh site from scripts/wordpress.mjs,
 * the plugin unpacked from dist/site-widgets-wordpress.zip by WordPress's own unzip_file and
 * activated): what the settings page's connection check says for each kind of answer, and what
 * a shortcode writes into the page for visitors and for editors. Many cases, each exact, without
 * a browser: e2e/wordpress/wordpress.spec.ts drives the same through one.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { EDITOR, startWordPress } from '../../scripts/wordpress.mjs';
import { parseHostedOrigins } from '../../shared/session/hosted-origins';
import { clearFaults, platformUrl, sandbox } from '../support/pages';

const ZIP = resolve(import.meta.dirname, '../../dist/site-widgets-wordpress.zip');
const CLIENT_ID = 'demo-client'; // the sandbox's seeded client (demo/platform/server.ts)
const PRODUCTS = '/stores-reader/v1/products/query-platformized';

let site: Site;

/** A PHP single-quoted string literal. */
const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A JSON-able value as a PHP expression. */
const phpValue = (value: unknown) => `json_decode( ${phpString(JSON.stringify(value))}, true )`;

type Site = Awaited<ReturnType<typeof startWordPress>>;

/** Unpacks the plugin's zip into the site with WordPress's own unzip_file, and activates it. */
function installPlugin(wordpress: Site) {
  const installed = wordpress.php(`<?php
    require 'wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/file.php';
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    WP_Filesystem();
    $unzipped = unzip_file( ${phpString(ZIP)}, WP_PLUGIN_DIR );
    $active   = is_wp_error( $unzipped ) ? $unzipped : activate_plugin( 'site-widgets/site-widgets.php' );
    echo is_wp_error( $active ) ? $active->get_error_message() : 'active';`);
  expect(installed).toBe('active');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!existsSync(ZIP))
    throw new Error('dist/site-widgets-wordpress.zip is missing: npm run build');
  site = await startWordPress();
  installPlugin(site);
});

test.afterAll(async () => {
  await site?.close();
});

test.afterEach(clearFaults);

/** One answer to every request the plugin sends, instead of sending it. */
interface Answer {
  status: number;
  body: string;
}

/**
 * What "Check connection" says with this client id and platform address, saved by the site's
 * owner (who may add scripts, so the server calls it wherever it is). With an `answer`,
 * WordPress's pre_http_request filter gives it in place of the platform's, as a proxy or
 * another server at the address would.
 */
function check(clientId: string, apiBase: string, answer?: Answer): string {
  return site.php(`<?php
    require 'wp-load.php';
    $answer = ${phpValue(answer ?? null)};
    if ( $answer ) {
      add_filter(
        'pre_http_request',
        static function () use ( $answer ) {
          return array(
            'headers'  => array(),
            'body'     => $answer['body'],
            'response' => array( 'code' => $answer['status'], 'message' => '' ),
            'cookies'  => array(),
            'filename' => null,
          );
        }
      );
    }
    update_option( 'site_widgets_settings', ${phpValue({ client_id: clientId, api_base: apiBase, api_base_trusted: true })} );
    echo site_widgets_check_connection()['message'];`);
}

test("the connection check reads only the platform's own answer as an unknown client id", async () => {
  const platform = platformUrl('');
  expect(check('nobody-knows-me', platform)).toBe(
    `The platform at ${platform} answers, but does not know the client id "nobody-knows-me". Check it in your platform dashboard.`,
  );
  expect(check(CLIENT_ID, platform)).toMatch(/^Connected: /);

  // Other refusals, as JSON: their status and their own words.
  const proxy = 'https://proxy.example/platform';
  const refusals: [Answer, string][] = [
    [
      { status: 403, body: '{"message":"Forbidden by the proxy"}' },
      'HTTP 403: Forbidden by the proxy',
    ],
    [
      {
        status: 400,
        body: '{"error":"invalid_request","error_description":"grantType: Invalid input"}',
      },
      'HTTP 400: grantType: Invalid input',
    ],
    [
      {
        status: 401,
        body: '{"error":"unauthorized_client","error_description":"Visitor tokens are off"}',
      },
      'HTTP 401: Visitor tokens are off',
    ],
    [{ status: 403, body: '{"error":"access_denied"}' }, 'HTTP 403: access_denied'],
  ];
  for (const [answer, said] of refusals) {
    expect(check(CLIENT_ID, proxy, answer)).toBe(
      `The platform at ${proxy} refused the visitor token with ${said}`,
    );
  }
});

test('the connection check says the platform is unavailable when it fails, whatever the body', async () => {
  const proxy = 'https://proxy.example';
  const unavailable = (base: string, status: number) =>
    `The platform at ${base} is unavailable right now: it answers HTTP ${status}. Try again later.`;
  expect(check(CLIENT_ID, proxy, { status: 502, body: '<h1>Bad Gateway</h1>' })).toBe(
    unavailable(proxy, 502),
  );
  // The platform's internal description is nothing the site owner can act on.
  expect(
    check(CLIENT_ID, proxy, {
      status: 500,
      body: '{"message":"System error occurred","details":{"applicationError":{"code":"INTERNAL","description":"TypeError: x is undefined"}}}',
    }),
  ).toBe(unavailable(proxy, 500));

  // Throttled: nothing to do but wait either.
  expect(check(CLIENT_ID, proxy, { status: 429, body: '{"message":"Too Many Requests"}' })).toBe(
    unavailable(proxy, 429),
  );

  const platform = platformUrl('');
  await sandbox('faults', { path: '/oauth2/token', status: 503, count: 1 });
  expect(check(CLIENT_ID, platform)).toBe(unavailable(platform, 503));
  await sandbox('faults', { path: PRODUCTS, status: 500, count: 1 });
  expect(check(CLIENT_ID, platform)).toBe(unavailable(platform, 500));
});

test('the connection check says which call the platform refused, and that a page is not the platform', async () => {
  const platform = platformUrl('');
  await sandbox('faults', { path: PRODUCTS, status: 403, count: 1 });
  expect(check(CLIENT_ID, platform)).toBe(
    `The platform at ${platform} gave a token but refused the product list with HTTP 403: Injected fault 403`,
  );
  // JSON, but no token in it.
  expect(check(CLIENT_ID, 'https://proxy.example', { status: 200, body: '{"ok":true}' })).toBe(
    'The platform at https://proxy.example answers, but gave no visitor token. Check the address.',
  );
  // A site's home page answering every path: reached, but not the platform.
  const elsewhere = 'https://elsewhere.example';
  expect(
    check(CLIENT_ID, elsewhere, { status: 200, body: '<!doctype html><title>Home</title>' }),
  ).toBe(
    `The platform address ${elsewhere} answers HTTP 200, not as the platform does. Check the address.`,
  );
});

/**
 * What a shortcode (or, with `do_blocks`, a block) writes into a page, for a visitor and for an
 * editor (who sees notices).
 */
function shortcode(
  text: string,
  render: 'do_shortcode' | 'do_blocks' = 'do_shortcode',
): { visitor: string; editor: string } {
  return JSON.parse(
    site.php(`<?php
      require 'wp-load.php';
      update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID, api_base: platformUrl('') })} );
      $visitor = ${render}( ${phpString(text)} );
      wp_set_current_user( get_user_by( 'login', ${phpString(EDITOR.user)} )->ID );
      echo wp_json_encode( array( 'visitor' => $visitor, 'editor' => ${render}( ${phpString(text)} ) ) );`),
  ) as { visitor: string; editor: string };
}

test("a shortcode takes an attribute's known values in any case, and writes them in the widget's", () => {
  const written: [string, string][] = [
    [
      '[site_widget tag="product-list" sort="Newest"]',
      '<product-list sort="newest"></product-list>',
    ],
    ['[site_widget tag="shop-cart" mode="DRAWER"]', '<shop-cart mode="drawer"></shop-cart>'],
    [
      '[site_widget tag="member-login" mode="Hosted"]',
      '<member-login mode="hosted"></member-login>',
    ],
    // A list, each word alike.
    [
      '[site_widget tag="event-list" status="upcoming, Ended"]',
      '<event-list status="UPCOMING,ENDED"></event-list>',
    ],
    [
      '[site_widget tag="Product-List" sort="price-asc"]',
      '<product-list sort="price-asc"></product-list>',
    ],
  ];
  for (const [text, markup] of written) {
    expect(shortcode(text), text).toEqual({ visitor: markup, editor: markup });
  }
});

test('a shortcode written with curly quotes (pasted from a word processor) shows its widget', () => {
  const written: [string, string][] = [
    [
      '[site_widget tag=”product-list” label=“New arrivals” sort=″Newest″]',
      '<product-list sort="newest" label="New arrivals"></product-list>',
    ],
    [
      '[site_widget tag=„event-list“ status=„upcoming ended“]',
      '<event-list status="UPCOMING,ENDED"></event-list>',
    ],
    [
      '[site_widget tag=«product-card» product-slug=« sticker-pack »]',
      '<product-card product-slug="sticker-pack"></product-card>',
    ],
    // Curly quotes inside a straight-quoted value are the value's own.
    [
      '[site_widget tag="product-list" label="The “Best” picks"]',
      '<product-list label="The “Best” picks"></product-list>',
    ],
    // Escaped, it stays text.
    ['[[site_widget tag=”product-list”]]', '[site_widget tag=”product-list”]'],
  ];
  for (const [text, html] of written) expect(shortcode(text).visitor, text).toBe(html);
  // Read straight, the rest is checked as ever: an attribute the widget lacks is refused.
  const unknown = shortcode('[site_widget tag=”product-card” product-slug=”x” onclick=”alert(1)”]');
  expect(unknown.visitor).toBe('');
  expect(unknown.editor).toContain('does not know onclick');
});

test('a shortcode value its attribute does not take shows visitors nothing, and editors why', () => {
  const only = ' (Only editors see this notice.)';
  const notices: [string, string][] = [
    [
      '[site_widget tag="product-list" sort="popular" page-size="many"]',
      '[site_widget tag="product-list"]: sort cannot be "popular". It takes: featured, newest, name, price-asc, price-desc. [site_widget tag="product-list"]: page-size cannot be "many". It takes a whole number from 1 to 100.',
    ],
    // Numbers: whole, and in the range the widget takes.
    ...(
      [
        ['product-list', 'page-size', '1e9', 1, 100],
        ['event-list', 'page-size', '-3', 1, 100],
        ['event-list', 'page-size', '2.5', 1, 100],
        ['product-card', 'heading-level', '9', 2, 6],
        ['add-to-cart', 'quantity', '0', 1, 99],
      ] as const
    ).map(([tag, name, value, min, max]): [string, string] => [
      `[site_widget tag="${tag}" ${name}="${value}"]`,
      `[site_widget tag="${tag}"]: ${name} cannot be "${value}". It takes a whole number from ${min} to ${max}.`,
    ]),
    [
      '[site_widget tag="event-list" status="upcoming soon"]',
      '[site_widget tag="event-list"]: status cannot be "upcoming soon". It takes: UPCOMING, STARTED, ENDED, CANCELED.',
    ],
    // One value, not a list: two known words are not a value it takes.
    [
      '[site_widget tag="product-list" sort="newest name"]',
      '[site_widget tag="product-list"]: sort cannot be "newest name". It takes: featured, newest, name, price-asc, price-desc.',
    ],
    // Page templates: http(s) (or a path) with {slug} or {id}; the widget would show visitors
    // its own developer's error for anything else.
    ...(
      [
        ['product-card', 'product-page', 'javascript:alert(1)//{slug}'],
        ['product-list', 'product-page', 'data:text/html,{slug}'],
        ['event-list', 'event-page', '/events/'],
        ['event-list', 'event-page', 'java\tscript:alert(1)//{id}'],
        ['event-list', 'event-page', 'https://{slug}.shop.example/'],
        ['product-card', 'product-page', '//{id}.shop.example/p'],
        ['product-list', 'product-page', '/p/{slug}/{sku}'],
      ] as const
    ).map(([tag, name, value]): [string, string] => [
      `[site_widget tag="${tag}" ${name}="${value}"]`,
      `[site_widget tag="${tag}"]: ${name} cannot be "${value}". It takes a page address with {slug} or {id}, like /products/{slug} or https://example.com/events/{slug}.`,
    ]),
  ];
  for (const [text, notice] of notices) {
    const { visitor, editor } = shortcode(text);
    expect(visitor, text).toBe('');
    expect(editor, text).toMatch(/^<p class="site-widgets-notice" role="note"/);
    expect(editor.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"'), text).toBe(`${notice}${only}`);
  }
  // Empty is not set: the widget's default, no notice.
  expect(shortcode('[site_widget tag="product-list" sort=""]').editor).toBe(
    '<product-list></product-list>',
  );
  // Page templates the widgets take, absolute or relative to the page.
  for (const page of ['/shop/{slug}', 'product.html?id={id}', 'https://shop.example/p/{slug}']) {
    expect(
      shortcode(`[site_widget tag="product-card" product-id="x" product-page="${page}"]`).visitor,
    ).toBe(`<product-card product-id="x" product-page="${page}"></product-card>`);
  }
  // A whole number in range, written plainly.
  expect(
    shortcode('[site_widget tag="product-list" page-size=" 1e1 " heading-level="6.0"]').visitor,
  ).toBe('<product-list page-size="10" heading-level="6"></product-list>');
});

test("a block's number outside the range its widget takes is left out: the widget's default", () => {
  const content = [
    { pageSize: '1e9', headingLevel: '4' },
    { pageSize: '-3', headingLevel: '1' },
    { pageSize: '2.5', headingLevel: '' },
    { pageSize: '100' },
  ]
    .map((attributes) => `<!-- wp:site-widgets/product-list ${JSON.stringify(attributes)} /-->`)
    .join('\n');
  const html = site.php(`<?php
    require 'wp-load.php';
    update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID })} );
    echo do_blocks( ${phpString(content)} );`);
  expect([...html.matchAll(/<product-list[^>]*>/g)].map((m) => m[0])).toEqual([
    '<product-list heading-level="4">',
    '<product-list>',
    '<product-list>',
    '<product-list page-size="100">',
  ]);
});

test('a widget that names no product (or event) shows visitors nothing, and editors what to set', () => {
  const names = {
    product:
      'choose one in the block\'s settings, or give the shortcode product-id="…" or product-slug="…".',
    event:
      'choose one in the block\'s settings, or give the shortcode event-id="…" or event-slug="…".',
  };
  const cases = [
    ['[site_widget tag="product-card" heading-level="3"]', 'Product card', 'product'],
    ['[site_widget tag="add-to-cart" product-slug=" "]', 'Add to cart button', 'product'],
    ['[site_widget tag="back-in-stock" variant-id="v1"]', 'Back in stock request', 'product'],
    ['[site_widget tag="product-details"]', 'Product details', 'product'],
    ['[site_widget tag="event-tickets"]', 'Ticket picker', 'event'],
    // A block placed and published before its product was picked.
    ['<!-- wp:site-widgets/product-card /-->', 'Product card', 'product'],
  ] as const;
  for (const [text, title, kind] of cases) {
    const { visitor, editor } = shortcode(text, text.startsWith('<!--') ? 'do_blocks' : undefined);
    expect(visitor, text).toBe('');
    expect(
      editor
        .replace(/<[^>]+>/g, '')
        .replaceAll('&quot;', '"')
        .replaceAll('&#039;', "'"),
      text,
    ).toBe(
      `${title} shows visitors nothing until it names ${kind === 'event' ? 'an event' : 'a product'}: ${names[kind]} (Only editors see this notice.)`,
    );
  }
  // Either name will do; widgets that name nothing of their own are left be.
  expect(shortcode('[site_widget tag="add-to-cart" product-slug="tee"]').visitor).toBe(
    '<add-to-cart product-slug="tee"></add-to-cart>',
  );
  expect(shortcode('[site_widget tag="event-tickets" event-id="e1"]').visitor).toBe(
    '<event-tickets event-id="e1"></event-tickets>',
  );
  expect(shortcode('[site_widget tag="product-list"]').visitor).toBe(
    '<product-list></product-list>',
  );
});

test("the product page shows the product its address names, by the platform's own slug", () => {
  // Cards link to the product page with the slug percent-encoded; PHP hands it over decoded.
  // Slugs WordPress would write otherwise (accents, a dot, another script) reach the widget
  // unchanged; markup in a hand-made address stays text.
  const slugs = ['größe-tee', 'tee-v1.5', '日本-tee', 'enamel-pin-set', '<b>x</b>'];
  const html = site.php(`<?php
    require 'wp-load.php';
    $id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Product', 'post_content' => '<!-- wp:site-widgets/product-details /-->' ) );
    update_option( 'site_widgets_settings', array_merge( ${phpValue({ client_id: CLIENT_ID })}, array( 'product_page' => get_permalink( $id ) ) ) );
    $wp_query    = new WP_Query( array( 'page_id' => $id ) );
    $wp_the_query = $wp_query;
    foreach ( ${phpValue(slugs)} as $slug ) {
      $_GET['product'] = wp_slash( $slug );
      echo do_blocks( get_post( $id )->post_content ), "\n";
    }`);
  expect([...html.matchAll(/<product-details[^>]*>/g)].map((m) => m[0])).toEqual([
    '<product-details product-slug="größe-tee">',
    '<product-details product-slug="tee-v1.5">',
    '<product-details product-slug="日本-tee">',
    '<product-details product-slug="enamel-pin-set">',
    '<product-details product-slug="x">',
  ]);
});

test('a page address written with character references is checked as the browser reads it', () => {
  // `&#106;avascript:` is `javascript:` once the browser reads the attribute: refused as that.
  const hidden = '&#106;avascript:alert(document.domain)//{slug}';
  const notice = shortcode(
    `[site_widget tag="product-card" product-id="x" product-page="${hidden}"]`,
  );
  expect(notice.visitor).toBe('');
  expect(notice.editor).toContain('product-page cannot be');
  // The same in a contributor's block (WordPress's kses keeps the reference, and makes
  // `&amp;#106;` one), and beside it values whose "&" is written "&amp;" (the classic
  // editor's way, and kses's in blocks): one "&" for the widget, as before.
  const blocks = [
    { productId: 'x', productPage: hidden },
    { productId: 'x', productPage: '/shop/{slug}?from=a&amp;b' },
    { label: 'Tom &amp; Jerry', productPage: '&amp;#106;avascript:alert(1)//{slug}' },
  ];
  const html = site.php(`<?php
    require 'wp-load.php';
    update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID })} );
    $contributor = get_user_by( 'login', 'contributor' );
    wp_set_current_user( $contributor ? $contributor->ID : wp_insert_user( array( 'user_login' => 'contributor', 'user_pass' => wp_generate_password(), 'role' => 'contributor' ) ) );
    $content = ${phpString(
      blocks
        .map((attributes, i) => {
          const tag = i === 2 ? 'product-list' : 'product-card';
          return `<!-- wp:site-widgets/${tag} ${JSON.stringify(attributes)} /-->`;
        })
        .join('\n'),
    )};
    $id = wp_insert_post( wp_slash( array( 'post_status' => 'pending', 'post_title' => 'References', 'post_content' => $content ) ) );
    wp_set_current_user( 0 );
    echo do_blocks( get_post( $id )->post_content );`);
  expect([...html.matchAll(/<product-(?:card|list)[^>]*>/g)].map((m) => m[0])).toEqual([
    '<product-card product-id="x">',
    '<product-card product-id="x" product-page="/shop/{slug}?from=a&amp;b">',
    '<product-list label="Tom &amp; Jerry">',
  ]);
});

interface EditorData {
  blocks: { name: string; attributes: { name: string; values?: string[]; list?: boolean }[] }[];
  labels: Record<string, string>;
  help: Record<string, string>;
  choices: Record<string, Record<string, string>>;
  pickers: Record<string, string>;
}

/** What editor.js gets to draw the block sidebars, on a site in this locale. */
function editorData(locale: string): EditorData {
  const inline = site.php(`<?php
    $wp_filter = array( 'locale' => array( 10 => array( array( 'function' => static function () { return ${phpString(locale)}; }, 'accepted_args' => 1 ) ) ) );
    require 'wp-load.php';
    echo implode( '', wp_scripts()->get_data( 'site-widgets-editor', 'before' ) );`);
  return JSON.parse(/^window\.siteWidgetsEditor = (.*);$/s.exec(inline)![1]!) as EditorData;
}

test("the block sidebar names every field and choice, and explains each typed field, in the site's language", () => {
  for (const locale of ['en_US', 'de_DE']) {
    const { blocks, labels, help, choices, pickers } = editorData(locale);
    const fields = blocks.flatMap((block) => block.attributes.map((a) => ({ block, ...a })));
    // Not the attribute's own name, nor the catalogue's developer text naming <site-config>.
    expect(fields.filter((f) => !labels[f.name]).map((f) => `${f.block.name} ${f.name}`)).toEqual(
      [],
    );
    const typed = fields.filter((f) => !pickers[f.name] && !(f.values && !f.list));
    expect(typed.filter((f) => !help[f.name]).map((f) => `${f.block.name} ${f.name}`)).toEqual([]);
    expect(Object.values(help).filter((text) => /[`<]/.test(text))).toEqual([]);
    // Drop-downs name their choices, not `price-asc`.
    const unnamed = fields.flatMap((f) =>
      f.values && !f.list
        ? f.values.filter((v) => !choices[f.name]?.[v]).map((v) => `${f.block.name} ${f.name}=${v}`)
        : [],
    );
    expect(unnamed).toEqual([]);
  }
  const german = editorData('de_DE');
  expect(german.labels['product-page']).toBe('Adresse der Produktseite');
  expect(german.choices.sort!['price-asc']).toBe('Preis: aufsteigend');
  expect(german.help['event-page']).toBe(
    'Leer: die unter Einstellungen → Site-Widgets eingestellte Veranstaltungsseite. Oder die Adresse einer anderen Seite, mit {slug} an der Stelle des Veranstaltungs-Slugs.',
  );
});

/**
 * What a save of the settings form keeps and says, by the administrator, from these saved
 * settings. `unfiltered: false` is an administrator WordPress keeps from adding scripts to
 * posts (a network's site administrator, or DISALLOW_UNFILTERED_HTML); `home` the site's address.
 */
function saveSettings(
  before: Record<string, unknown>,
  input: Record<string, unknown>,
  { unfiltered = true, home = '' }: { unfiltered?: boolean; home?: string } = {},
): { saved: Record<string, unknown>; said: string[] } {
  return JSON.parse(
    site.php(`<?php
      require 'wp-load.php';
      require_once ABSPATH . 'wp-admin/includes/template.php';
      update_option( 'site_widgets_settings', ${phpValue(before)} );
      wp_set_current_user( 1 );
      if ( ! ${unfiltered ? 'true' : 'false'} ) {
        add_filter( 'map_meta_cap', static function ( $caps, $cap ) { return 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps; }, 10, 2 );
      }
      $home = ${phpString(home)};
      if ( $home ) {
        add_filter( 'option_home', static function () use ( $home ) { return $home; } );
      }
      $saved = site_widgets_sanitize_settings( ${phpValue(input)} );
      echo wp_json_encode( array( 'saved' => $saved, 'said' => wp_list_pluck( get_settings_errors( 'site_widgets_settings' ), 'message' ) ) );`),
  ) as { saved: Record<string, unknown>; said: string[] };
}

test("<site-config locale> is a tag browsers take, for each of WordPress's locales", () => {
  // Some of WordPress's own locales, as the site's language (the locale filter) and as the
  // owner's setting: a tag Intl refuses (pt-PT-ao90) stops every widget's money and plurals.
  const locales = [
    'de_DE',
    'de_DE_formal',
    'de_CH_informal',
    'pt_PT_ao90',
    'ca_valencia',
    'zh_TW',
    'es_419',
  ];
  const tags = JSON.parse(
    site.php(`<?php
      require 'wp-load.php';
      $tags = array();
      foreach ( ${phpValue(locales)} as $wp_locale ) {
        $site_language = static function () use ( $wp_locale ) { return $wp_locale; };
        add_filter( 'locale', $site_language, 99 );
        update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID })} );
        preg_match( '/ locale="([^"]*)"/', site_widgets_config_markup(), $site );
        remove_filter( 'locale', $site_language, 99 );
        update_option( 'site_widgets_settings', array( 'client_id' => ${phpString(CLIENT_ID)}, 'locale' => $wp_locale ) );
        preg_match( '/ locale="([^"]*)"/', site_widgets_config_markup(), $owner );
        $tags[] = array( $site[1], $owner[1] );
      }
      echo wp_json_encode( $tags );`),
  ) as [string, string][];
  expect(tags.map(([fromSite]) => fromSite)).toEqual([
    'de-DE',
    'de-DE-formal',
    'de-CH-informal',
    'pt-PT',
    'ca-valencia',
    'zh-TW',
    'es-419',
  ]);
  for (const [fromSite, fromOwner] of tags) {
    expect(fromOwner).toBe(fromSite);
    expect(() => new Intl.PluralRules(fromSite), fromSite).not.toThrow();
  }
});

test('only an administrator who may add scripts to pages can change the script address', () => {
  const before = { client_id: CLIENT_ID, script_url: 'https://cdn.example/widgets.js' };
  const locked =
    'Only someone who may add scripts to pages can change the script address: it runs on every page with a widget.';
  const hostile = { client_id: 'another-client', script_url: 'https://attacker.example/x.js' };
  const refused = saveSettings(before, hostile, { unfiltered: false });
  expect(refused.saved).toMatchObject({
    client_id: 'another-client',
    script_url: 'https://cdn.example/widgets.js',
  });
  expect(refused.said).toEqual([locked]);
  // Nor emptied, which would switch to the plugin's copy behind the owner's back.
  expect(
    saveSettings(before, { ...hostile, script_url: '' }, { unfiltered: false }).saved.script_url,
  ).toBe(before.script_url);
  // The form sends the saved address back as it is: no change, nothing to say.
  expect(
    saveSettings(before, { client_id: 'x', script_url: before.script_url }, { unfiltered: false })
      .said,
  ).toEqual([]);
  const allowed = saveSettings(before, hostile);
  expect(allowed.saved.script_url).toBe('https://attacker.example/x.js');
  expect(allowed.said).toEqual([]);
});

test('the server calls a private platform address only if someone who may add scripts saved it', () => {
  /**
   * What Check connection and the editor's product picker (the plugin's REST route, asked by
   * an editor) get with these settings saved.
   */
  const reach = (settings: Record<string, unknown>) =>
    JSON.parse(
      site.php(`<?php
        require 'wp-load.php';
        update_option( 'site_widgets_settings', ${phpValue(settings)} );
        $check = site_widgets_check_connection()['message'];
        wp_set_current_user( get_user_by( 'login', ${phpString(EDITOR.user)} )->ID );
        $request = new WP_REST_Request( 'GET', '/site-widgets/v1/search' );
        $request->set_query_params( array( 'kind' => 'product' ) );
        $found = rest_get_server()->response_to_data( rest_do_request( $request ), false );
        echo wp_json_encode( array(
          'check'  => $check,
          'picker' => isset( $found['message'] ) ? $found['message'] : count( $found ),
        ) );`),
    ) as { check: string; picker: string | number };
  // The sandbox, on this machine: as an internal host of the network would be to the server.
  const internal = platformUrl('');
  const refused = `This server calls the platform at ${internal} only if it is a public address on port 80, 443 or 8080, or someone who may add scripts to pages saved it: it could lead into this server's own network.`;

  // A network's site administrator (no unfiltered_html) may save it, for the widgets in
  // visitors' browsers, but the server does not call it.
  const bySiteAdmin = saveSettings(
    { client_id: CLIENT_ID, api_base: 'https://api.example.com', api_base_trusted: true },
    { client_id: CLIENT_ID, api_base: internal, api_base_trusted: '1' },
    { unfiltered: false },
  );
  expect(bySiteAdmin.saved).toMatchObject({ api_base: internal, api_base_trusted: false });
  expect(reach(bySiteAdmin.saved)).toEqual({ check: refused, picker: refused });
  // Settings saved before the plugin told these apart count as nobody's.
  expect(reach({ client_id: CLIENT_ID, api_base: internal })).toEqual({
    check: refused,
    picker: refused,
  });

  // The owner saving the same settings vouches for them: the sandbox beside the site works.
  const byOwner = saveSettings(bySiteAdmin.saved, bySiteAdmin.saved);
  expect(byOwner.saved).toMatchObject({ api_base: internal, api_base_trusted: true });
  expect(reach(byOwner.saved)).toMatchObject({ check: expect.stringMatching(/^Connected: /) });
  expect(reach(byOwner.saved).picker).toBeGreaterThan(0);

  // A site administrator's later save keeps the owner's address as it was vouched for, and a
  // changed one is not.
  const unchanged = saveSettings(
    byOwner.saved,
    { ...byOwner.saved, currency: 'EUR' },
    { unfiltered: false },
  );
  expect(unchanged.saved).toMatchObject({ api_base: internal, api_base_trusted: true });
  const changed = saveSettings(
    byOwner.saved,
    { ...byOwner.saved, api_base: internal.replace('127.0.0.1', 'localhost') },
    { unfiltered: false },
  );
  expect(changed.saved).toMatchObject({ api_base_trusted: false });
  expect(reach(changed.saved).check).toContain('only if it is a public address');

  // The settings page tells such an administrator beforehand, under the field.
  const help = (unfiltered: boolean) =>
    site.php(`<?php
      require 'wp-load.php';
      require_once ABSPATH . 'wp-admin/includes/plugin.php';
      require_once ABSPATH . 'wp-admin/includes/template.php';
      wp_set_current_user( 1 );
      if ( ! ${unfiltered ? 'true' : 'false'} ) {
        add_filter( 'map_meta_cap', static function ( $caps, $cap ) { return 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps; }, 10, 2 );
      }
      ob_start();
      site_widgets_settings_page();
      preg_match( '~<p class="description" id="site-widgets-api-base-help">(.*?)</p>~', ob_get_clean(), $found );
      echo html_entity_decode( $found[1] ?? '', ENT_QUOTES );`);
  const publicOnly =
    "This server itself (Check connection, the editor's pickers) calls an address you save only if it is public, on port 80, 443 or 8080.";
  expect(help(false)).toContain(publicOnly);
  expect(help(true)).toMatch(/^Leave empty for the hosted platform\./);
  expect(help(true)).not.toContain(publicOnly);
});

test('hosted page origins are saved as the widgets read them, refused where they would refuse them, and printed escaped', () => {
  const before = { client_id: CLIENT_ID, hosted_origins: 'https://checkout.example.com' };
  const listed =
    ' https://Checkout.Example.com/  https://login.example.com:443\thttp://localhost:8788 http://127.0.0.1:8787/ https://[::1]:9000 https://pay_1.shop-2.example:8443 https://xn--bcher-kva.example ';
  const kept = saveSettings(before, { ...before, hosted_origins: listed });
  expect(kept.said).toEqual([]);
  // What the widgets make of the attribute is what the plugin saves, as the origins themselves.
  const read = parseHostedOrigins(listed);
  expect('origins' in read && read.origins.join(' ')).toBe(kept.saved.hosted_origins);
  // Empty: no attribute, so the widgets go to any https page the platform names.
  expect(saveSettings(before, { ...before, hosted_origins: ' ' }).saved.hosted_origins).toBe('');

  const refused = (entry: string) =>
    `"${entry}" is not an origin like https://checkout.example.com: list your hosted pages' origins, https (http only on localhost), each without a path, separated by spaces.`;
  // Each of these would stop every widget on every page (<site-config> is not valid), so the
  // saved value stays, and the owner is told which entry is wrong.
  for (const entry of [
    'checkout.example.com',
    'http://checkout.example.com',
    'javascript:alert(1)',
    'https://checkout.example.com/pay',
    'https://checkout.example.com?x=1',
    'https://checkout.example.com#top',
    'https://user:secret@checkout.example.com',
    'https://shop.123',
    'https://checkout.example.com:99999',
  ]) {
    expect('problem' in parseHostedOrigins(entry), entry).toBe(true);
    const { saved, said } = saveSettings(before, {
      ...before,
      hosted_origins: `https://login.example.com ${entry}`,
    });
    expect(saved.hosted_origins, entry).toBe(before.hosted_origins);
    expect(said, entry).toEqual([refused(entry)]);
  }
  // Nor anything a browser might read otherwise: quotes, another character in the host.
  for (const entry of [
    'https://a.example"onmouseover="x',
    "https://a.example'",
    'https://a%2eexample',
  ]) {
    expect(saveSettings(before, { ...before, hosted_origins: entry }).said, entry).toEqual([
      refused(entry),
    ]);
  }

  /** The <site-config> a page gets with these settings saved. */
  const config = (settings: Record<string, unknown>) =>
    site.php(`<?php
      require 'wp-load.php';
      update_option( 'site_widgets_settings', ${phpValue(settings)} );
      echo site_widgets_config_markup();`);
  expect(config(kept.saved)).toContain(` hosted-origins="${kept.saved.hosted_origins}"`);
  expect(config({ client_id: CLIENT_ID })).not.toContain('hosted-origins');
  // Escaped however it came to be saved.
  expect(
    config({ client_id: CLIENT_ID, hosted_origins: 'https://a.example" onload="x' }),
  ).toContain(' hosted-origins="https://a.example&quot; onload=&quot;x"');
});

test('a field posted as a list (a hand-made form) keeps its saved value, and says so', () => {
  const before = { client_id: CLIENT_ID, api_base: 'https://api.example.com', currency: 'EUR' };
  // What options.php hands over for `client_id[]=x&api_base[k]=y&currency=usd`.
  const { saved, said } = saveSettings(before, {
    client_id: ['x'],
    api_base: { k: 'https://attacker.example' },
    currency: 'usd',
  });
  expect(saved).toMatchObject({ ...before, currency: 'USD' });
  expect(said).toEqual([
    'Client id did not arrive as text, so its saved value stays.',
    'Platform address did not arrive as text, so its saved value stays.',
  ]);
});

test('a platform address with a query or fragment is refused: every call adds its path to the end', () => {
  const before = { client_id: CLIENT_ID, api_base: 'https://api.example.com/proxy' };
  for (const api_base of ['https://api.example.com/proxy?key=1', 'https://api.example.com/#x']) {
    const { saved, said } = saveSettings(before, { ...before, api_base });
    expect(saved, api_base).toMatchObject(before);
    expect(said, api_base).toEqual([
      'The platform address cannot hold a "?" or "#" part: each call\'s path is added to its end.',
    ]);
  }
  // Other addresses may: a page address with its own query gets ?product= added to it.
  const { saved } = saveSettings(before, {
    ...before,
    product_page: 'https://shop.example/?page_id=8',
  });
  expect(saved).toMatchObject({ product_page: 'https://shop.example/?page_id=8' });
});

test('an http platform or script address on an https site is saved with a warning that browsers block it', () => {
  const https = 'https://shop.example';
  const input = {
    client_id: CLIENT_ID,
    api_base: 'http://api.example.com',
    script_url: 'http://cdn.example.com/widgets.js',
  };
  const warned = saveSettings({}, input, { home: https });
  expect(warned.saved).toMatchObject(input);
  expect(warned.said).toEqual(
    [input.api_base, input.script_url].map(
      (address) =>
        `${address} is a plain http address, and this site is served over https: browsers refuse it in the site's pages, so the widgets stay empty. Use its https address.`,
    ),
  );
  // Browsers let https pages reach this machine over http (a sandbox beside the site), and an
  // http site any address; https addresses are fine everywhere.
  for (const [home, apiBase] of [
    [https, 'http://127.0.0.1:8787'],
    [https, 'http://localhost:8787'],
    [https, 'https://api.example.com'],
    ['http://shop.example', 'http://api.example.com'],
  ]) {
    expect(saveSettings({}, { client_id: CLIENT_ID, api_base: apiBase! }, { home }).said).toEqual(
      [],
    );
  }
});

test("a contributor's hostile block and shortcode values stay values of the widget's own attributes", () => {
  const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
  const blocks = [
    [
      'product-card',
      { productId: hostile, productPage: 'javascript:alert(1)//{slug}', onclick: 'x' },
    ],
    ['product-list', { label: `x' onmouseover='alert(1)`, pageSize: '1e9', sort: 'newest"><x' }],
    ['event-list', { eventPage: 'https://elsewhere.example/{slug}" autofocus onfocus="alert(1)' }],
  ] as const;
  const content = [
    ...blocks.map(
      ([tag, attributes]) => `<!-- wp:site-widgets/${tag} ${JSON.stringify(attributes)} /-->`,
    ),
    `[site_widget tag="product-card" product-id='${hostile}' product-page="javascript:alert(1)"]`,
    '[site_widget tag="product-card" onclick="alert(1)"]',
  ].join('\n');
  // Saved as a contributor (no unfiltered_html: WordPress's kses runs), shown to a visitor.
  const html = site.php(`<?php
    require 'wp-load.php';
    update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID })} );
    $contributor = get_user_by( 'login', 'contributor' );
    wp_set_current_user( $contributor ? $contributor->ID : wp_insert_user( array( 'user_login' => 'contributor', 'user_pass' => wp_generate_password(), 'role' => 'contributor' ) ) );
    $id = wp_insert_post( wp_slash( array( 'post_status' => 'pending', 'post_title' => 'Hostile', 'post_content' => ${phpString(content)} ) ) );
    wp_set_current_user( 0 );
    echo apply_filters( 'the_content', get_post( $id )->post_content );`);
  expect(html).not.toMatch(/<(script|img)\b/i);
  const tags = [...html.matchAll(/<(product-card|product-list|event-list)\b[^>]*>/g)].map(
    (m) => m[0],
  );
  // The block with a sort it does not take keeps the default; the shortcode with a javascript:
  // product page is refused (for visitors: nothing).
  expect(tags).toHaveLength(3);
  const attribute = /\s([a-z-]+)="([^"<>]*)"/g;
  for (const tag of tags) {
    // Nothing but name="value" pairs of the tag's own attributes.
    expect(tag.replace(attribute, ''), tag).toMatch(/^<[a-z-]+>$/);
    const names = [...tag.matchAll(attribute)].map((m) => m[1]);
    expect(
      names.filter(
        (n) => !['product-id', 'product-page', 'label', 'page-size', 'event-page'].includes(n!),
      ),
    ).toEqual([]);
  }
  // A javascript: product page is no value: the card links as <site-config> says.
  expect(tags[0]).toMatch(/^<product-card product-id="[^"]*">$/);
  expect(tags[2]).toBe(
    '<event-list event-page="https://elsewhere.example/{slug}&quot; autofocus onfocus=&quot;alert(1)">',
  );
});

test("the loader's address names the build of the widgets, so no browser keeps a loader whose chunks an update deleted", () => {
  const [build] = readdirSync(resolve(import.meta.dirname, '../../dist/chunks'));
  const tag = site.php(`<?php
    require 'wp-load.php';
    update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID })} );
    do_shortcode( '[site_widget tag="cart-count"] [site_widget tag="shop-cart" mode="drawer"]' );
    wp_scripts()->do_items( array( 'site-widgets' ) );`);
  expect(tag.trim()).toBe(
    `<script src="${site.url}/wp-content/plugins/site-widgets/assets/widgets/widgets.js?ver=${build}" id="site-widgets-js" crossorigin="anonymous"></script>`,
  );
});

test('page-speed plugins are told to leave the loader where it is, so it finds its chunks', () => {
  // What each plugin passes through its exclusion filter (its owner's list, here one entry),
  // and what comes back: the owner's entries and the loader, by path (or by handle).
  const lists = (scriptUrl: string) =>
    JSON.parse(
      site.php(`<?php
        require 'wp-load.php';
        update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID, script_url: scriptUrl })} );
        echo wp_json_encode( array(
          'autoptimize' => apply_filters( 'autoptimize_filter_js_exclude', 'js/jquery/jquery.js', '' ),
          'rocket'      => apply_filters( 'rocket_exclude_js', array( '/own.js' ) ),
          'rocketDelay' => apply_filters( 'rocket_delay_js_exclusions', array( '/own.js' ) ),
          'litespeed'   => apply_filters( 'litespeed_optimize_js_excludes', array( '/own.js' ) ),
          'sgMinify'    => apply_filters( 'sgo_js_minify_exclude', array( 'own' ) ),
          'sgCombine'   => apply_filters( 'sgo_javascript_combine_exclude', array( 'own' ) ),
        ) );`),
    ) as Record<string, unknown>;
  const own = '/wp-content/plugins/site-widgets/assets/widgets/widgets.js';
  const paths = (path: string) => ({
    autoptimize: `js/jquery/jquery.js, ${path}`,
    rocket: ['/own.js', path],
    rocketDelay: ['/own.js', path],
    litespeed: ['/own.js', path],
    sgMinify: ['own', 'site-widgets'],
    sgCombine: ['own', 'site-widgets'],
  });
  expect(lists('')).toEqual(paths(own));
  expect(lists('https://cdn.example.com/v2/widgets.js')).toEqual(paths('/v2/widgets.js'));
});

test("a page with widget tags the plugin did not write this time (a page builder's cache) gets the loader and <site-config>, once", async () => {
  // What Elementor shows from its cache: the shortcode's output, without calling it.
  const cached =
    '<div class="elementor-widget-shortcode"><product-card product-id="prod-sticker-pack"></product-card> <CART-COUNT></CART-COUNT></div>';
  const pages = {
    cached,
    'cached beside a block and a shortcode': `${cached}\n<!-- wp:site-widgets/product-list /-->\n[site_widget tag="shop-cart" mode="drawer"]`,
    'naming a widget, showing none': '<p>The product-card and &lt;product-list&gt; widgets.</p>',
  };
  const ids = JSON.parse(
    site.php(`<?php
      require 'wp-load.php';
      update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID })} );
      wp_set_current_user( 1 ); // May post any HTML: the tags stay.
      $ids = array();
      foreach ( ${phpValue(pages)} as $title => $content ) {
        $ids[ $title ] = wp_insert_post( wp_slash( array( 'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content ) ) );
      }
      echo wp_json_encode( $ids );`),
  ) as Record<keyof typeof pages, number>;
  const printed = async (title: keyof typeof pages) => {
    const html = await (await fetch(`${site.url}/?p=${ids[title]}`)).text();
    return {
      card: html.includes('<product-card product-id="prod-sticker-pack">'),
      loader: html.match(/<script[^>]* id="site-widgets-js"/g)?.length ?? 0,
      config: html.match(/<site-config[\s>]/g)?.length ?? 0,
    };
  };
  const once = { card: true, loader: 1, config: 1 };
  expect(await printed('cached')).toEqual(once);
  expect(await printed('cached beside a block and a shortcode')).toEqual(once);
  expect(await printed('naming a widget, showing none')).toEqual({
    card: false,
    loader: 0,
    config: 0,
  });
});

/**
 * A fresh site made a network (as WP-CLI's `core multisite-convert` does: the network's tables,
 * then the multisite constants in wp-config.php), with a second site and the plugin. PHP run in
 * it is a request for the main site's address.
 */
async function startNetwork(): Promise<Site> {
  const network = await startWordPress();
  const host = new URL(network.url).host;
  expect(
    network.php(`<?php
      require 'wp-load.php';
      require_once ABSPATH . 'wp-admin/includes/upgrade.php';
      require_once ABSPATH . 'wp-admin/includes/network.php';
      global $wpdb;
      // A single site's $wpdb has no names for the network's tables yet.
      foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) {
        $wpdb->$table = $prefixed;
      }
      install_network();
      $made = populate_network( 1, ${phpString(host)}, 'admin@site.test', 'Network', '/', false );
      echo is_wp_error( $made ) ? $made->get_error_message() : 'network';`),
  ).toBe('network');
  const config = join(network.dir, 'wp-config.php');
  const constants = `define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', ${phpString(host)} );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );
if ( 'cli' === PHP_SAPI ) {
	$_SERVER['HTTP_HOST']   = ${phpString(host)};
	$_SERVER['REQUEST_URI'] = '/';
}
$table_prefix`;
  writeFileSync(config, readFileSync(config, 'utf8').replace('$table_prefix', constants));
  expect(
    network.php(`<?php
      require 'wp-load.php';
      $made = wpmu_create_blog( ${phpString(host)}, '/second/', 'Second', 1 );
      echo is_wp_error( $made ) ? $made->get_error_message() : count( get_sites() );`),
  ).toBe('2');
  installPlugin(network);
  return network;
}

test('deleting the plugin on a network removes its settings and kept tokens from every site', async () => {
  test.setTimeout(120_000);
  const network = await startNetwork();
  try {
    /** Each site's options named like the plugin's, after running `body` on each. */
    const perSite = (body: string) =>
      JSON.parse(
        network.php(`<?php
          require 'wp-load.php';
          global $wpdb;
          $named = array();
          foreach ( get_sites( array( 'fields' => 'ids' ) ) as $id ) {
            switch_to_blog( $id );
            ${body}
            $named[] = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%site_widgets_%' OR option_name LIKE '%another_plugin%' ORDER BY option_name" );
            restore_current_blog();
          }
          echo wp_json_encode( $named );`),
      ) as string[][];
    const saved = perSite(`
      update_option( 'site_widgets_settings', ${phpValue({ client_id: CLIENT_ID })} );
      set_transient( 'site_widgets_check_1', array( 'ok' => true ), 60 );
      set_transient( 'another_plugin_cache', 1, 60 );`);
    const everything = [
      '_transient_another_plugin_cache',
      '_transient_site_widgets_check_1',
      '_transient_timeout_another_plugin_cache',
      '_transient_timeout_site_widgets_check_1',
      'site_widgets_settings',
    ];
    expect(saved).toEqual([everything, everything]);

    network.php(`<?php
      require 'wp-load.php';
      require_once ABSPATH . 'wp-admin/includes/plugin.php';
      deactivate_plugins( 'site-widgets/site-widgets.php' );
      uninstall_plugin( 'site-widgets/site-widgets.php' );`);
    const others = everything.filter((name) => name.includes('another_plugin'));
    expect(perSite('')).toEqual([others, others]);
  } finally {
    await network.close();
  }
});

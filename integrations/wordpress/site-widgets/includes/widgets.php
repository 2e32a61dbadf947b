<?php
/**
 * The widgets: which tags and attributes exist (widgets.json, written by the build from
 * widgets/catalogue.ts, so the plugin never drifts from the widgets it ships), how a tag is
 * written into a page, and the loader and <site-config> that pages using one need.
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every widget but <site-config>, by tag: `[ tag => [ family, description, attributes => [ name => [ type, values?, default?, description ] ] ] ]`.
 *
 * @return array
 */
function site_widgets_catalogue() {
	static $catalogue = null;
	if ( null === $catalogue ) {
		$catalogue = array();
		$file      = SITE_WIDGETS_DIR . 'widgets.json';
		$entries   = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		foreach ( is_array( $entries ) ? $entries : array() as $entry ) {
			if ( 'site-config' === $entry['tag'] ) {
				continue; // The plugin prints it from the settings.
			}
			$attributes = array();
			foreach ( $entry['attributes'] as $attribute ) {
				$attributes[ $attribute['name'] ] = $attribute;
			}
			$entry['attributes']        = $attributes;
			$catalogue[ $entry['tag'] ] = $entry;
		}
	}
	return $catalogue;
}

/**
 * The markup of one widget: its tag with the attributes that are known and set, escaped.
 * Unknown names are dropped here; callers that take input from people refuse them first.
 *
 * Without a client id every widget would show visitors a developer's error, so there is no
 * widget then (and no loader or <site-config>): nothing for visitors, a notice for people who
 * can edit posts, saying what to set.
 *
 * @param string $tag        A tag from the catalogue.
 * @param array  $attributes Attribute name => value.
 * @return string Empty for an unknown tag, and for visitors while no client id is set.
 */
function site_widgets_markup( $tag, $attributes ) {
	$catalogue = site_widgets_catalogue();
	if ( ! isset( $catalogue[ $tag ] ) ) {
		return '';
	}
	if ( '' === site_widgets_settings()['client_id'] ) {
		return site_widgets_shortcode_notice( __( 'The site widgets are off until a client id is set under Settings → Site widgets.', 'site-widgets' ) );
	}
	$page = site_widgets_address_page( $tag ); // Once: it asks the database which page this is.
	if ( null !== $page ) {
		$attributes = site_widgets_from_address( $page, $attributes );
		// Nothing to show (a menu may lead here): a visitor should not read the widget's "add a
		// product-id" error.
		if ( ! site_widgets_names_one( $page, $attributes ) ) {
			return site_widgets_shortcode_notice(
				sprintf(
					/* translators: %s: the address parameter, "product" or "event". */
					__( 'This page shows the one its address names (…?%s=its-slug): visitors reach it from the shop\'s links. Opened without one, it shows them nothing here.', 'site-widgets' ),
					$page[0]
				)
			);
		}
	}
	$values = array();
	foreach ( $catalogue[ $tag ]['attributes'] as $name => $definition ) {
		$value = site_widgets_attribute_value( $definition, $attributes[ $name ] ?? '' );
		// Not a value the attribute takes: the widget's default beats an error.
		if ( null !== $value && '' !== $value ) {
			$values[ $name ] = $value;
		}
	}
	// A block placed before its product was chosen (or a shortcode without one) would show
	// visitors the widget's developer's error, "Add a product-id or product-slug attribute".
	$kind = site_widgets_names_kind( $tag );
	if ( null !== $kind && ! isset( $values[ $kind . '-id' ] ) && ! isset( $values[ $kind . '-slug' ] ) ) {
		$title = site_widgets_block_texts()[ $tag ][0] ?? $tag;
		return site_widgets_shortcode_notice(
			'product' === $kind
				/* translators: %s: the widget's block title, such as "Product card". */
				? sprintf( __( '%s shows visitors nothing until it names a product: choose one in the block\'s settings, or give the shortcode product-id="…" or product-slug="…".', 'site-widgets' ), $title )
				/* translators: %s: the widget's block title, such as "Ticket picker". */
				: sprintf( __( '%s shows visitors nothing until it names an event: choose one in the block\'s settings, or give the shortcode event-id="…" or event-slug="…".', 'site-widgets' ), $title )
		);
	}
	$html = '<' . $tag;
	foreach ( $values as $name => $value ) {
		// Every "&" encoded (esc_attr() leaves entities be): the browser reads the value that
		// was checked, not `javascript:` from a checked `&#106;avascript:`.
		$html .= ' ' . $name . '="' . htmlspecialchars( $value, ENT_QUOTES, 'UTF-8' ) . '"';
	}
	site_widgets_use();
	return $html . '></' . $tag . '>';
}

/**
 * What the widget must name to show anything: a product when it has product-id and
 * product-slug attributes (a card, Add to cart, product details, back in stock), an event when
 * it has event-id and event-slug (the ticket picker). A list's collection is optional.
 *
 * @param string $tag A tag from the catalogue.
 * @return string|null "product", "event", or null when it needs neither.
 */
function site_widgets_names_kind( $tag ) {
	$attributes = site_widgets_catalogue()[ $tag ]['attributes'] ?? array();
	foreach ( array( 'product', 'event' ) as $kind ) {
		if ( isset( $attributes[ $kind . '-id' ], $attributes[ $kind . '-slug' ] ) ) {
			return $kind;
		}
	}
	return null;
}

/**
 * A value as the widget takes it, trimmed, with its character references read as a browser
 * reads them in an attribute: the classic editor writes "&" as "&amp;", and WordPress's kses
 * does in a contributor's block attributes, so "Tom &amp; Jerry" is the label "Tom & Jerry",
 * and `&#106;avascript:` is checked as the `javascript:` it is. A known value is matched in
 * any case and written in the catalogue's (`Newest` is `newest`, `upcoming` is `UPCOMING`),
 * each word of a list such as `status` alike, as the shortcode takes its tag and WordPress its
 * attribute names in any case. No attribute has two values that differ only in case
 * (scripts/wordpress-plugin.test.ts), so the match is never a guess.
 *
 * @param array $definition The attribute, from the catalogue.
 * @param mixed $value      The value given.
 * @return string|null Null when the attribute does not take it; empty for no value.
 */
function site_widgets_attribute_value( $definition, $value ) {
	$value = trim( html_entity_decode( (string) $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	if ( '' === $value ) {
		return '';
	}
	if ( 'number' === $definition['type'] ) {
		return site_widgets_whole_number( $definition, $value );
	}
	if ( in_array( $definition['name'], SITE_WIDGETS_PAGE_ATTRIBUTES, true ) ) {
		return site_widgets_is_page_template( $value ) ? $value : null;
	}
	if ( ! isset( $definition['values'] ) ) {
		return $value;
	}
	$known = array_combine( array_map( 'strtolower', $definition['values'] ), $definition['values'] );
	$words = array();
	// Only a list attribute (`status`) takes several values; `sort="newest name"` is not one.
	$given = empty( $definition['list'] )
		? array( strtolower( $value ) )
		: preg_split( '/[\s,]+/', strtolower( $value ), -1, PREG_SPLIT_NO_EMPTY );
	foreach ( $given as $word ) {
		if ( ! isset( $known[ $word ] ) ) {
			return null;
		}
		$words[] = $known[ $word ];
	}
	return implode( ',', $words );
}

/** Attributes that take a page address template, like `/products/{slug}`. */
const SITE_WIDGETS_PAGE_ATTRIBUTES = array( 'product-page', 'event-page' );

/**
 * Whether a page attribute's value is a template the widgets take: it names `{slug}` or `{id}`
 * and leads to an http(s) page, by an absolute address or one relative to the page. The widget
 * refuses anything else with a developer's error in its box, which visitors should not read:
 * a contributor's `javascript:` or `data:` template is no value here, as a wrong `sort` is.
 *
 * @param string $value The value given, trimmed and not empty.
 * @return bool
 */
function site_widgets_is_page_template( $value ) {
	// One of them at least, and no other name in braces: the widgets fill in nothing else, and
	// refuse a template naming anything else (`/p/{slug}/{sku}`).
	if ( ! preg_match( '/\{(slug|id)\}/', $value ) || preg_match( '/\{(?!(?:slug|id)\})[^{}]*\}/', $value ) ) {
		return false;
	}
	$sample = preg_replace( '/\{(slug|id)\}/', 'x', $value );
	// A placeholder in the host (`https://{slug}.shop.example/`) would make each item's page
	// another site's: the widgets refuse it.
	if ( wp_parse_url( $sample, PHP_URL_HOST ) !== wp_parse_url( preg_replace( '/\{(slug|id)\}/', 'y', $value ), PHP_URL_HOST ) ) {
		return false;
	}
	// With a scheme (`javascript:`, `data:`, `https:`) only an http(s) address; without one, a
	// path (`/products/x`, `product.html?slug=x`) or `//host/…`, both http(s) on an http(s) page.
	return preg_match( '/^[A-Za-z][A-Za-z0-9+.-]*:/', $sample )
		? site_widgets_is_http_url( $sample )
		: ! preg_match( '/[\x00-\x20\\\\]/', $sample );
}

/**
 * A number attribute's value, when it is a whole number in the attribute's range (its min and
 * max in widgets.json, from the catalogue), written plainly: `1e1` is `10`. Anything else is
 * nothing the widget takes: `page-size="1e9"` would ask the platform for a billion products,
 * and `-3` or `2.5` make the widget show an error instead.
 *
 * @param array  $definition The number attribute, from the catalogue.
 * @param string $value      The value given, trimmed and not empty.
 * @return string|null Null when the attribute does not take it.
 */
function site_widgets_whole_number( $definition, $value ) {
	if ( ! is_numeric( $value ) ) {
		return null;
	}
	$number = (float) $value;
	if ( floor( $number ) !== $number || $number < $definition['min'] || $number > $definition['max'] ) {
		return null;
	}
	return (string) (int) $number;
}

/**
 * On the product page the settings name, a product-details widget with no product chosen shows
 * the one in the visitor's address, `?product=<slug>`; on the event page, event-tickets shows
 * `?event=<slug>`. One page then serves every product or event. Other pages ignore the
 * parameter, so a crafted link cannot change what they show. The output depends only on the
 * address, so page caches (keyed by address) stay right.
 *
 * @param string $tag The widget.
 * @return array|null `[ parameter, id attribute, slug attribute ]` when this request is the
 *                    settings' page for the tag, else null.
 */
function site_widgets_address_page( $tag ) {
	$pages = array(
		'product-details' => array( 'product_page', 'product', 'product-id', 'product-slug' ),
		'event-tickets'   => array( 'event_page', 'event', 'event-id', 'event-slug' ),
	);
	if ( ! isset( $pages[ $tag ] ) ) {
		return null;
	}
	list( $setting, $parameter, $id, $slug ) = $pages[ $tag ];
	$page = site_widgets_settings()[ $setting ];
	if ( '' === $page || ! is_singular() || url_to_postid( $page ) !== get_queried_object_id() ) {
		return null;
	}
	return array( $parameter, $id, $slug );
}

/**
 * Whether the widget names its product (or event) by id or slug.
 *
 * @param array $page       From site_widgets_address_page.
 * @param array $attributes Attribute name => value.
 * @return bool
 */
function site_widgets_names_one( $page, $attributes ) {
	return '' !== trim( (string) ( $attributes[ $page[1] ] ?? '' ) . ( $attributes[ $page[2] ] ?? '' ) );
}

/**
 * The attributes, with the slug from the address when the widget names no product (or event)
 * of its own.
 *
 * @param array $page       From site_widgets_address_page: this request is the widget's page.
 * @param array $attributes Attribute name => value.
 * @return array
 */
function site_widgets_from_address( $page, $attributes ) {
	list( $parameter, , $slug ) = $page;
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which product to show, changing nothing.
	if ( site_widgets_names_one( $page, $attributes )
		// `?product[]=x` arrives as an array: not a slug, so not one to show.
		|| ! isset( $_GET[ $parameter ] )
		|| ! is_string( $_GET[ $parameter ] )
	) {
		return $attributes;
	}
	// The slug as the platform wrote it: cards and lists link here with it percent-encoded.
	// sanitize_title() made another one of any slug that was not already one of WordPress's
	// (`größe-tee` became `grose-tee`, `tee-v1.5` `tee-v1-5`), and the page showed "not
	// available". The widget encodes it into its call; the markup escapes it.
	$attributes[ $slug ] = sanitize_text_field( wp_unslash( $_GET[ $parameter ] ) );
	// phpcs:enable
	return $attributes;
}

/**
 * Marks this page as using a widget: the loader is enqueued (once: WordPress dedupes handles)
 * and <site-config> will be printed in the footer. Only pages that render a widget get either.
 */
function site_widgets_use() {
	$own = '' === site_widgets_settings()['script_url'];
	// In the footer: block themes render blocks before wp_head, classic themes after it, and the
	// widgets read <site-config> whenever it arrives.
	wp_enqueue_script( 'site-widgets', site_widgets_loader_src(), array(), $own ? site_widgets_build() : SITE_WIDGETS_VERSION, array( 'in_footer' => true ) );
	if ( ! wp_style_is( 'site-widgets', 'registered' ) ) {
		wp_register_style( 'site-widgets', false, array(), SITE_WIDGETS_VERSION );
		wp_add_inline_style( 'site-widgets', site_widgets_focus_style() );
	}
	wp_enqueue_style( 'site-widgets' ); // Late (after wp_head) it is printed in the footer.
	if ( ! has_action( 'wp_footer', 'site_widgets_print_config' ) ) {
		add_action( 'wp_footer', 'site_widgets_print_config', 5 ); // Before the footer scripts (20).
	}
}

/**
 * Block themes outline whatever has focus (WordPress's `:where(.wp-site-blocks *:focus)`), and
 * a widget's element matches :focus while a control inside it has focus: a click on a card's
 * button or a list's sort menu framed the whole widget in black, around the control's own
 * focus ring. The widgets draw focus on their controls, so their elements need none.
 *
 * @return string
 */
function site_widgets_focus_style() {
	return ':is(' . implode( ', ', array_keys( site_widgets_catalogue() ) ) . '):focus { outline: none; }';
}

/**
 * The loader's address: the owner's script address, or the plugin's own copy.
 *
 * @return string
 */
function site_widgets_loader_src() {
	$script_url = site_widgets_settings()['script_url'];
	return '' !== $script_url ? $script_url : plugins_url( 'assets/widgets/widgets.js', SITE_WIDGETS_FILE );
}

/**
 * Content holding a widget tag the plugin did not write this request still needs the loader
 * and <site-config>: page builders that cache their rendered output (Elementor) give the tags
 * of a shortcode or block without calling it again, and owners may paste the tags as HTML.
 * Late, after builders put their output in place of the post's content.
 *
 * @param string $content The content about to be shown.
 * @return string The content, unchanged.
 */
function site_widgets_use_if_shown( $content ) {
	static $tags = null;
	if ( null === $tags ) {
		$names = array_map( 'preg_quote', array_keys( site_widgets_catalogue() ) );
		$tags  = $names ? '/<(?:' . implode( '|', $names ) . ')[\s>\/]/i' : '';
	}
	// Without a client id the widgets would show visitors an error: they stay off, as blocks do.
	if ( '' !== $tags && is_string( $content ) && '' !== site_widgets_settings()['client_id'] && preg_match( $tags, $content ) ) {
		site_widgets_use();
	}
	return $content;
}

/**
 * The build of the plugin's own copy of the widgets: the name of its chunks' folder, new for
 * every build, as the loader's `?ver=`. An update deletes the last build's chunks, so a browser
 * still holding that build's loader (cached under the same address while the plugin's version
 * stays the same, as it does between builds) would ask for chunks that are gone.
 *
 * @return string
 */
function site_widgets_build() {
	static $build = null;
	if ( null === $build ) {
		$folders = glob( SITE_WIDGETS_DIR . 'assets/widgets/chunks/*', GLOB_ONLYDIR );
		$build   = $folders ? basename( $folders[0] ) : SITE_WIDGETS_VERSION;
	}
	return $build;
}

/**
 * The loader's tag gets `crossorigin`. Its chunks are modules, fetched without cookies, and
 * a browser does not send those over the connection a cookie-carrying script from another
 * origin came on: from a script address on another host (a CDN), they would wait for a
 * second connection. Such a host already sends CORS headers for the chunks; with this it must
 * for `widgets.js` too. From the plugin's own copy (same origin) nothing changes.
 *
 * @param array $attributes The script tag's attributes.
 * @return array
 */
function site_widgets_script_attributes( $attributes ) {
	if ( isset( $attributes['id'] ) && 'site-widgets-js' === $attributes['id'] ) {
		$attributes['crossorigin'] = 'anonymous';
	}
	return $attributes;
}

/**
 * The <site-config> element, from the settings. The same for every visitor, so full-page
 * caches can keep the page.
 *
 * @return string
 */
function site_widgets_config_markup() {
	$settings   = site_widgets_settings();
	$attributes = array(
		'client-id'      => $settings['client_id'],
		// Empty: the widgets talk to the hosted platform's own hosts, as its SDK does.
		'api-base'       => untrailingslashit( $settings['api_base'] ),
		'locale'         => site_widgets_locale(),
		'currency'       => $settings['currency'],
		// Where cards, cart lines and event lists link: the pages site_widgets_from_address()
		// fills from `?product=` and `?event=`.
		'product-page'   => site_widgets_page_template( $settings['product_page'], 'product' ),
		'event-page'     => site_widgets_page_template( $settings['event_page'], 'event' ),
		// Where checkout, login and account may take visitors; empty: any https page.
		'hosted-origins' => $settings['hosted_origins'],
	);
	$html = '<site-config';
	foreach ( $attributes as $name => $value ) {
		if ( '' !== $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	return $html . '></site-config>';
}

/**
 * A page address as the widgets' template for one thing: the saved page with `?product={slug}`
 * (or `event`) added, which the widgets fill with the thing's slug, URL-encoded. The braces
 * stay as they are: add_query_arg() does not encode the value it adds, the saved address
 * cannot hold braces of its own (esc_url_raw() drops them), and the attribute is escaped with
 * esc_attr(), which leaves them be (esc_url() would drop them).
 *
 * @param string $page      The saved page address; empty when none is set.
 * @param string $parameter The query parameter that page reads: "product" or "event".
 * @return string The template, or empty for no page.
 */
function site_widgets_page_template( $page, $parameter ) {
	return '' === $page ? '' : add_query_arg( $parameter, '{slug}', $page );
}

/** Prints <site-config> once per page. */
function site_widgets_print_config() {
	static $printed = false;
	if ( ! $printed ) {
		$printed = true;
		echo site_widgets_config_markup() . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped attribute by attribute.
	}
}

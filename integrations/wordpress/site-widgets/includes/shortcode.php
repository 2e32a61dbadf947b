<?php
/**
 * `[site_widget tag="product-card" product-id="..."]`: the widgets for classic editors and
 * page builders, with the tags' own attribute names.
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The shortcode. A mistake (unknown tag or attribute, or a value the attribute does not take)
 * renders nothing for visitors, rather than a widget that half works, and a notice for people
 * who can edit the page, so they see why. Caching plugins do not cache pages for logged-in
 * people, so the notice stays theirs.
 *
 * @param array|string $atts The shortcode's attributes ('' when it has none).
 * @return string
 */
function site_widgets_shortcode( $atts ) {
	$atts      = is_array( $atts ) ? $atts : array();
	$tag       = isset( $atts['tag'] ) ? strtolower( (string) $atts['tag'] ) : '';
	$catalogue = site_widgets_catalogue();
	unset( $atts['tag'] );

	if ( ! isset( $catalogue[ $tag ] ) ) {
		return site_widgets_shortcode_notice(
			sprintf(
				/* translators: 1: the tag given, 2: the tags that exist. */
				__( '[site_widget]: "%1$s" is not a widget. Use tag="…" with one of: %2$s.', 'site-widgets' ),
				$tag,
				implode( ', ', array_keys( $catalogue ) )
			)
		);
	}
	// Positional words (`[site_widget tag="x" oops]`) arrive under numeric keys.
	$unknown = array();
	foreach ( array_keys( $atts ) as $name ) {
		if ( ! isset( $catalogue[ $tag ]['attributes'][ $name ] ) ) {
			$unknown[] = is_int( $name ) ? $atts[ $name ] : $name;
		}
	}
	if ( $unknown ) {
		$known = array_keys( $catalogue[ $tag ]['attributes'] );
		return site_widgets_shortcode_notice(
			sprintf(
				/* translators: 1: the widget tag, 2: the unknown attributes, 3: the attributes it has. */
				__( '[site_widget tag="%1$s"] does not know %2$s. Its attributes: %3$s.', 'site-widgets' ),
				$tag,
				implode( ', ', $unknown ),
				$known ? implode( ', ', $known ) : __( 'none', 'site-widgets' )
			)
		);
	}
	$wrong = site_widgets_shortcode_wrong_values( $tag, $atts );
	if ( $wrong ) {
		return site_widgets_shortcode_notice( implode( ' ', $wrong ) );
	}
	return site_widgets_markup( $tag, $atts );
}

/**
 * The values given that their attribute does not take (in any case), a sentence each: the
 * attribute, the value and what it takes.
 *
 * @param string $tag  A tag from the catalogue.
 * @param array  $atts Attribute name => value, every name one the tag has.
 * @return string[] Empty when every value is fine.
 */
function site_widgets_shortcode_wrong_values( $tag, $atts ) {
	$attributes = site_widgets_catalogue()[ $tag ]['attributes'];
	$wrong      = array();
	foreach ( $atts as $name => $value ) {
		$definition = $attributes[ $name ];
		if ( null !== site_widgets_attribute_value( $definition, $value ) ) {
			continue;
		}
		// Only attributes with known values, numbers (whole, in their range) and page address
		// templates refuse a value.
		if ( in_array( $name, SITE_WIDGETS_PAGE_ATTRIBUTES, true ) ) {
			/* translators: 1: the widget tag, 2: an attribute, 3: the value given. */
			$wrong[] = sprintf( __( '[site_widget tag="%1$s"]: %2$s cannot be "%3$s". It takes a page address with {slug} or {id}, like /products/{slug} or https://example.com/events/{slug}.', 'site-widgets' ), $tag, $name, $value );
			continue;
		}
		$wrong[] = isset( $definition['values'] )
			/* translators: 1: the widget tag, 2: an attribute, 3: the value given, 4: the values it takes. */
			? sprintf( __( '[site_widget tag="%1$s"]: %2$s cannot be "%3$s". It takes: %4$s.', 'site-widgets' ), $tag, $name, $value, implode( ', ', $definition['values'] ) )
			/* translators: 1: the widget tag, 2: an attribute, 3: the value given, 4: the least it takes, 5: the most. */
			: sprintf( __( '[site_widget tag="%1$s"]: %2$s cannot be "%3$s". It takes a whole number from %4$d to %5$d.', 'site-widgets' ), $tag, $name, $value, $definition['min'], $definition['max'] );
	}
	return $wrong;
}

/**
 * A notice only people who can edit posts see; nothing for visitors.
 *
 * @param string $message The text.
 * @return string
 */
function site_widgets_shortcode_notice( $message ) {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return '';
	}
	return '<p class="site-widgets-notice" role="note" style="border:2px solid #d63638;padding:.5em 1em;">'
		. esc_html( $message )
		. ' <em>' . esc_html__( '(Only editors see this notice.)', 'site-widgets' ) . '</em></p>';
}

/**
 * A shortcode alone on its line is left outside any paragraph (WordPress's shortcode_unautop
 * takes its <p> away), a bare element in the post's content. A block theme lays that content
 * out as a constrained layout, which puts its child blocks in the content column: a card or a
 * list, block-level, sits there, but an inline widget (Add to cart button, Cart button, Member
 * menu) is no block, and sat at the page's left edge, out of line with the text above it. Alone
 * on its line, a widget gets the <div> its block has. After do_shortcode (11); a line holding
 * only a widget's tag is one a shortcode (or pasted HTML) made, as the widgets' markup holds no
 * "<" or ">" inside its attributes.
 *
 * @param string $content The content about to be shown.
 * @return string
 */
function site_widgets_wrap_lone_widgets( $content ) {
	$names = array_map( 'preg_quote', array_keys( site_widgets_catalogue() ) );
	if ( ! $names || ! is_string( $content ) ) {
		return $content;
	}
	$lone = '/^<(' . implode( '|', $names ) . ')(?:\s[^<>\r\n]*)?><\/\1>(?=\r?$)/m';
	return (string) preg_replace( $lone, '<div class="site-widgets-shortcode">$0</div>', $content );
}

/**
 * A shortcode pasted from a word processor, or typed where the system curls quotes, arrives as
 * `[site_widget tag=”product-card” label=“New arrivals”]`. WordPress reads only straight quotes,
 * so the curly ones became part of each value (`”product-card”` is no widget) and a value with a
 * space fell apart: editors saw a notice about a widget they had named right. A value that opens
 * with a typographic quote right after its `=` is read up to the next one, as if straight.
 *
 * @param false|string $output What WordPress would show instead of the shortcode (false: run it).
 * @param string       $tag    The shortcode's name.
 * @param array|string $attr   Its attributes as WordPress read them.
 * @param array        $m      The match: 1 and 6 the escaping brackets, 3 the attribute text.
 * @return false|string
 */
function site_widgets_straighten_quotes( $output, $tag, $attr, $m ) {
	$quote = '[“”„‟″«»]';
	if ( false !== $output || 'site_widget' !== $tag || ! preg_match( '/=\s*' . $quote . '/u', $m[3] ) ) {
		return $output;
	}
	$straight = preg_replace( '/([\w-]+)\s*=\s*' . $quote . '\s*([^"“”„‟″«»]*?)\s*' . $quote . '/u', '$1="$2"', $m[3] );
	return $m[1] . site_widgets_shortcode( shortcode_parse_atts( $straight ) ) . $m[6];
}

add_shortcode( 'site_widget', 'site_widgets_shortcode' );
add_filter( 'pre_do_shortcode_tag', 'site_widgets_straighten_quotes', 10, 4 );
add_filter( 'the_content', 'site_widgets_wrap_lone_widgets', 12 );

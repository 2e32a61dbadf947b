<?php
/**
 * The plugin's settings: one option holding an array, validated on the way in.
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_OPTION = 'site_widgets_settings';

/**
 * The saved settings, with every key present.
 *
 * @return array{client_id: string, api_base: string, api_base_trusted: bool, locale: string, currency: string, product_page: string, event_page: string, hosted_origins: string, script_url: string}
 */
function site_widgets_settings() {
	$defaults = array(
		'client_id'        => '',
		'api_base'         => '',
		// Not a field: whether the platform address was saved by someone who may add scripts
		// (see site_widgets_may_reach_platform_anywhere). Absent in settings saved before it
		// existed, so false until such a person saves them.
		'api_base_trusted' => false,
		'locale'           => '',
		'currency'         => '',
		'product_page'     => '',
		'event_page'       => '',
		'hosted_origins'   => '',
		'script_url'       => '',
	);
	$saved    = get_option( SITE_WIDGETS_OPTION, array() );
	return array_merge( $defaults, is_array( $saved ) ? array_intersect_key( $saved, $defaults ) : array() );
}

/**
 * The platform address the widgets and the plugin talk to: the owner's, or the hosted platform.
 *
 * @return string Without a trailing slash.
 */
function site_widgets_api_base() {
	$base = site_widgets_settings()['api_base'];
	return untrailingslashit( '' !== $base ? $base : 'https://www.wixapis.com' );
}

/**
 * The locale the widgets speak: the owner's choice, else the site's (de_DE becomes de-DE), as a
 * tag browsers' Intl takes.
 *
 * @return string A BCP 47 tag.
 */
function site_widgets_locale() {
	$locale = site_widgets_settings()['locale'];
	$parts  = explode( '-', str_replace( '_', '-', '' !== $locale ? $locale : get_locale() ) );
	$tag    = array( array_shift( $parts ) );
	foreach ( $parts as $part ) {
		// A script (Hant), a region (DE, 419) or a variant (formal, valencia, 1996). WordPress
		// has locales with a part that is none of these (pt_PT_ao90): browsers' Intl throws on
		// such a tag, and the widgets with it. The part is dropped; the language and region,
		// which are all the widgets use, stay.
		if ( preg_match( '/^(?:[A-Za-z]{2}|[A-Za-z]{4}|\d{3}|[A-Za-z0-9]{5,8}|\d[A-Za-z0-9]{3})$/', $part ) ) {
			$tag[] = $part;
		}
	}
	return implode( '-', $tag );
}

/**
 * Sanitizes the settings form. A bad value keeps the saved one and says why, so a typo never
 * blanks a working setting.
 *
 * @param mixed $input The posted values.
 * @return array The values to save.
 */
function site_widgets_sanitize_settings( $input ) {
	$saved = site_widgets_settings();
	$input = is_array( $input ) ? wp_unslash( $input ) : array();
	$clean = $saved;
	// A first save is sanitized twice (update_option falls through to add_option); the second
	// pass sees the cleaned values, so each error is still said once.
	$error = static function ( $field, $message ) {
		add_settings_error( SITE_WIDGETS_OPTION, 'site-widgets-' . $field, $message );
	};
	$input = site_widgets_text_fields( $input, $saved, $error );

	$client_id = sanitize_text_field( $input['client_id'] ?? '' );
	if ( '' === $client_id || preg_match( '/^[A-Za-z0-9._:-]{1,200}$/', $client_id ) ) {
		$clean['client_id'] = $client_id;
	} else {
		$error( 'client_id', __( 'The client id may only hold letters, digits, dots, dashes, colons and underscores.', 'site-widgets' ) );
	}
	// Saved, but said: without a client id the widgets are off (see site_widgets_markup), which
	// the owner should not first learn from a page with holes in it. An empty value is "clean",
	// so the second pass of a first save would say it again: once is enough.
	if ( '' === $clean['client_id'] && ! in_array( 'site-widgets-no-client-id', wp_list_pluck( get_settings_errors( SITE_WIDGETS_OPTION ), 'code' ), true ) ) {
		add_settings_error(
			SITE_WIDGETS_OPTION,
			'site-widgets-no-client-id',
			__( 'Saved without a client id: the widgets stay off, and pages show nothing where they are placed, until a client id is set.', 'site-widgets' ),
			'warning'
		);
	}

	foreach ( array(
		'api_base'     => __( 'The platform address', 'site-widgets' ),
		'product_page' => __( 'The product page address', 'site-widgets' ),
		'event_page'   => __( 'The event page address', 'site-widgets' ),
		'script_url'   => __( 'The script address', 'site-widgets' ),
	) as $field => $label ) {
		$url = trim( (string) ( $input[ $field ] ?? '' ) );
		if ( 'script_url' === $field && ! site_widgets_may_set_script() ) {
			// Whatever the form sent (a browser can undo the field's readonly), the saved one stays.
			if ( esc_url_raw( $url, array( 'http', 'https' ) ) !== $saved['script_url'] ) {
				$error( $field, site_widgets_script_locked_message() );
			}
		} elseif ( '' === $url ) {
			$clean[ $field ] = '';
		} elseif ( 'api_base' === $field && preg_match( '/[?#]/', $url ) ) {
			// The widgets and the plugin add each call's path to it: `…/api?key=1` would send
			// `…/api?key=1/oauth2/token`, a call the platform never sees.
			$error( $field, __( 'The platform address cannot hold a "?" or "#" part: each call\'s path is added to its end.', 'site-widgets' ) );
		} elseif ( site_widgets_is_http_url( $url ) && '' !== esc_url_raw( $url, array( 'http', 'https' ) ) ) {
			$clean[ $field ] = esc_url_raw( $url, array( 'http', 'https' ) );
		} else {
			/* translators: %s: the name of a settings field, such as "The platform address". */
			$error( $field, sprintf( __( '%s must be a full http(s) address, like https://example.com.', 'site-widgets' ), $label ) );
		}
	}
	// Worked out here, never taken from the form: see site_widgets_may_reach_platform_anywhere.
	// Someone who may add scripts vouches for the address they save, changed or not (so an
	// owner's save makes settings from before this check work as they did); anyone else's new
	// address is not vouched for, and their save leaves the vouching for an unchanged one be.
	if ( site_widgets_may_set_script() ) {
		$clean['api_base_trusted'] = true;
	} elseif ( $clean['api_base'] !== $saved['api_base'] ) {
		$clean['api_base_trusted'] = false;
	}
	// Saved, but said: an https page's browser will not load the script or call the platform
	// over plain http, so the widgets would stay empty while Check connection (made by this
	// server, not a browser) says all is well. Said once, as the no-client-id warning is.
	foreach ( array( 'api_base', 'script_url' ) as $field ) {
		$code = 'site-widgets-insecure-' . $field;
		if ( site_widgets_is_mixed_content( $clean[ $field ] ) && ! in_array( $code, wp_list_pluck( get_settings_errors( SITE_WIDGETS_OPTION ), 'code' ), true ) ) {
			add_settings_error(
				SITE_WIDGETS_OPTION,
				$code,
				sprintf(
					/* translators: %s: the address, such as http://api.example.com. */
					__( '%s is a plain http address, and this site is served over https: browsers refuse it in the site\'s pages, so the widgets stay empty. Use its https address.', 'site-widgets' ),
					$clean[ $field ]
				),
				'warning'
			);
		}
	}

	$origins = site_widgets_hosted_origins( (string) ( $input['hosted_origins'] ?? '' ) );
	if ( is_array( $origins ) ) {
		$clean['hosted_origins'] = implode( ' ', $origins );
	} else {
		$error(
			'hosted_origins',
			sprintf(
				/* translators: %s: what the owner entered, such as "checkout.example.com". */
				__( '"%s" is not an origin like https://checkout.example.com: list your hosted pages\' origins, https (http only on localhost), each without a path, separated by spaces.', 'site-widgets' ),
				$origins
			)
		);
	}

	$locale = trim( (string) ( $input['locale'] ?? '' ) );
	if ( '' === $locale || preg_match( '/^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/', $locale ) ) {
		$clean['locale'] = $locale;
	} else {
		$error( 'locale', __( 'The language must look like "de-DE" or "en", or stay empty for the site\'s language.', 'site-widgets' ) );
	}

	$currency = strtoupper( trim( (string) ( $input['currency'] ?? '' ) ) );
	if ( '' === $currency || preg_match( '/^[A-Z]{3}$/', $currency ) ) {
		$clean['currency'] = $currency;
	} else {
		$error( 'currency', __( 'The currency must be a three-letter code, like EUR.', 'site-widgets' ) );
	}
	return $clean;
}

/**
 * The posted fields, each as text. A hand-made form can post a field as a list
 * (`client_id[]=x`), which would read as empty (a blanked client id turns the widgets off) or as
 * "Array": such a field keeps its saved value, and says so.
 *
 * @param array    $input The posted values, unslashed.
 * @param array    $saved The saved settings.
 * @param callable $error Says why a field was refused: ( field, message ).
 * @return array The input, with the saved value for each field that was not text.
 */
function site_widgets_text_fields( $input, $saved, $error ) {
	foreach ( site_widgets_settings_fields() as $field => $definition ) {
		if ( isset( $input[ $field ] ) && ! is_scalar( $input[ $field ] ) ) {
			$input[ $field ] = $saved[ $field ];
			/* translators: %s: the name of a settings field, such as "Client id". */
			$error( $field, sprintf( __( '%s did not arrive as text, so its saved value stays.', 'site-widgets' ), $definition[0] ) );
		}
	}
	return $input;
}

/**
 * `<site-config hosted-origins>` from the setting: the origins of the owner's hosted pages, the
 * only places the widgets then send visitors. Checked as the widgets check the attribute
 * (shared/session/hosted-origins.ts), a little more strictly where browsers' URL parsing and
 * PHP's differ, since a value the widgets refuse stops every widget on every page: an origin,
 * https (http only on localhost, 127.0.0.1 and [::1]), no path, query, fragment or login, and a
 * host of ASCII letters, digits, dots, dashes and underscores (an international name in its
 * xn-- form), an
 * IPv4 address or a bracketed IPv6 one.
 *
 * @param string $value Origins separated by white space; empty for none.
 * @return string[]|string The origins, lower-case and without default ports (empty for none),
 *                         or the first entry that is not one.
 */
function site_widgets_hosted_origins( $value ) {
	$origins = array();
	foreach ( preg_split( '/\s+/', trim( $value ), -1, PREG_SPLIT_NO_EMPTY ) as $entry ) {
		$parts  = wp_parse_url( $entry );
		$scheme = strtolower( $parts['scheme'] ?? '' );
		$host   = strtolower( $parts['host'] ?? '' );
		$port   = $parts['port'] ?? null;
		$fits   = is_array( $parts )
			&& in_array( $scheme, array( 'http', 'https' ), true )
			&& str_starts_with( $entry, $parts['scheme'] . '://' )
			&& in_array( $parts['path'] ?? '/', array( '', '/' ), true )
			&& ! array_intersect_key( $parts, array_flip( array( 'query', 'fragment', 'user', 'pass' ) ) )
			&& ( null === $port || ( $port >= 1 && $port <= 65535 ) )
			&& site_widgets_is_origin_host( $host )
			&& ( 'https' === $scheme || in_array( $host, array( 'localhost', '127.0.0.1', '[::1]' ), true ) );
		if ( ! $fits ) {
			return $entry;
		}
		$default   = 'https' === $scheme ? 443 : 80;
		$origins[] = $scheme . '://' . $host . ( null === $port || $default === $port ? '' : ':' . $port );
	}
	return array_values( array_unique( $origins ) );
}

/**
 * Whether a lower-case host is one browsers read as written: a name whose last label is not a
 * number (browsers read `shop.123` as an IPv4 address, and refuse it), an IPv4 address, or a
 * bracketed IPv6 one.
 *
 * @param string $host The host.
 * @return bool
 */
function site_widgets_is_origin_host( $host ) {
	if ( preg_match( '/^\[(.+)\]$/', $host, $inner ) ) {
		return false !== filter_var( $inner[1], FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 );
	}
	if ( false !== filter_var( $host, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
		return true;
	}
	$labels = explode( '.', $host );
	foreach ( $labels as $label ) {
		if ( ! preg_match( '/^[a-z0-9_-]+$/', $label ) ) {
			return false;
		}
	}
	return ! preg_match( '/^(\d+|0x[0-9a-f]*)$/', end( $labels ) );
}

/**
 * Whether this person may choose the script address. Whatever it names runs in every page with
 * a widget, so it is writing a script into the site: only for those WordPress lets add scripts
 * to posts (unfiltered_html), not for administrators it keeps from that (a network's site
 * administrators, a site with DISALLOW_UNFILTERED_HTML).
 *
 * @return bool
 */
function site_widgets_may_set_script() {
	return current_user_can( 'unfiltered_html' );
}

/**
 * Whether this server may send its own platform calls (Check connection, the editor's pickers,
 * which contributors use) to the platform address wherever it points: this machine, a private
 * network, any port. Only when it was saved by someone who may add scripts, who could make the
 * server call anywhere anyway; a network's site administrator could otherwise have it call the
 * network's internal hosts for them. For everyone else's address the server calls only public
 * hosts on the ports WordPress deems safe (wp_safe_remote_post), as for any address a user gives.
 * The widgets in visitors' browsers use the address either way.
 *
 * @return bool
 */
function site_widgets_may_reach_platform_anywhere() {
	return true === site_widgets_settings()['api_base_trusted'];
}

/**
 * Why the script address cannot be changed by this person.
 *
 * @return string
 */
function site_widgets_script_locked_message() {
	return __( 'Only someone who may add scripts to pages can change the script address: it runs on every page with a widget.', 'site-widgets' );
}

/**
 * Whether browsers would block the address in this site's pages as mixed content: plain http
 * on an https site, and not this machine (browsers trust loopback addresses, where a sandbox
 * beside the site runs).
 *
 * @param string $url A saved address; empty for none.
 * @return bool
 */
function site_widgets_is_mixed_content( $url ) {
	$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	return 'https' === wp_parse_url( home_url(), PHP_URL_SCHEME )
		&& 'http' === strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) )
		&& ! preg_match( '/^(localhost|.+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/', $host );
}

/**
 * Whether the address is an absolute http(s) address with a host and no login in it. Only its
 * form is checked: WordPress's wp_http_validate_url() is made for addresses the server fetches
 * on someone else's behalf, and refuses other ports than 80, 443 and 8080, private networks,
 * this machine and hosts that do not resolve right now, all of which an owner may rightly
 * save (a platform proxy on :8443, a sandbox beside the site, a CDN not yet in DNS).
 *
 * @param string $url The address.
 * @return bool
 */
function site_widgets_is_http_url( $url ) {
	$parts = wp_parse_url( $url );
	return is_array( $parts )
		&& in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true )
		// A name (international ones too), an IPv4 address or a bracketed IPv6 one: no spaces,
		// quotes or other characters a browser would read differently.
		&& preg_match( '/^[A-Za-z0-9._\x80-\xff-]+$|^\[[0-9A-Fa-f:.]+\]$/', $parts['host'] ?? '' )
		// A password in an address the widgets print into every page would be public.
		&& ! isset( $parts['user'] )
		&& ! isset( $parts['pass'] );
}

add_action(
	'admin_init',
	static function () {
		register_setting(
			'site_widgets',
			SITE_WIDGETS_OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => 'site_widgets_sanitize_settings',
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
	}
);

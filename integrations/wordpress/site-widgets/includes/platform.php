<?php
/**
 * The few platform calls the plugin makes itself (the settings check and the editor's
 * pickers), all in this file so the paths live in one place. They use the platform's public
 * paths, as its official SDK sends them (the POST form of each query), which the hosted
 * platform and the sandbox both answer.
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * A POST to the platform with a JSON body.
 *
 * @param string      $path  The path, from the platform address.
 * @param array       $body  The JSON body.
 * @param string|null $token An access token, sent as the platform expects (no "Bearer").
 * @return array|WP_Error The decoded answer, or why there is none.
 */
function site_widgets_platform_post( $path, $body, $token = null ) {
	$headers = array( 'Content-Type' => 'application/json' );
	if ( $token ) {
		$headers['Authorization'] = $token;
	}
	$url  = site_widgets_api_base() . $path;
	$args = array(
		'headers' => $headers,
		'body'    => wp_json_encode( $body ),
		'timeout' => 10,
	);
	if ( site_widgets_may_reach_platform_anywhere() ) {
		// Saved by someone who may add scripts: it may be a sandbox on this machine.
		$response = wp_remote_post( $url, $args );
	} elseif ( ! wp_http_validate_url( $url ) ) {
		// Said before asking, in words: wp_safe_remote_post would only say "A valid URL was not
		// provided." The editor's pickers show these words too.
		return new WP_Error(
			'site_widgets_unsafe_address',
			sprintf(
				/* translators: %s: the platform address. */
				__( 'This server calls the platform at %s only if it is a public address on port 80, 443 or 8080, or someone who may add scripts to pages saved it: it could lead into this server\'s own network.', 'site-widgets' ),
				site_widgets_api_base()
			),
			array( 'status' => 0 )
		);
	} else {
		// Safe for redirects too: a public address cannot send the server on to a private one.
		$response = wp_safe_remote_post( $url, $args );
	}
	if ( is_wp_error( $response ) ) {
		return $response;
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$answer = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( $status >= 200 && $status < 300 && is_array( $answer ) ) {
		return $answer;
	}
	return site_widgets_platform_error( $status, is_array( $answer ) ? $answer : array() );
}

/**
 * Why an answer is not the one asked for, told apart so the settings page can say what
 * happened: the platform failed, something else answers at the address, the platform does
 * not know the client id, or it refused for a reason of its own.
 *
 * @param int   $status The HTTP status.
 * @param array $answer The decoded JSON answer; empty when it was not JSON.
 * @return WP_Error With the status in its data.
 */
function site_widgets_platform_error( $status, $answer ) {
	$data = array( 'status' => $status );
	if ( $status >= 500 || 429 === $status ) {
		// Whatever the body says (a proxy's page, the platform's internal description, its
		// throttling), the site owner can do nothing but wait, so it is not passed on.
		return new WP_Error(
			'site_widgets_unavailable',
			/* translators: %d: an HTTP status code, such as 503. */
			sprintf( __( 'The platform is unavailable right now (HTTP %d).', 'site-widgets' ), $status ),
			$data
		);
	}
	$words = site_widgets_error_words( $answer );
	if ( '' === $words ) {
		// Not the platform's JSON: a web server's 404 page, a proxy's error page, a site's home
		// page answering 200. The address likely leads somewhere else, and the status is all
		// there is to say.
		return new WP_Error(
			'site_widgets_not_platform',
			/* translators: %d: an HTTP status code, such as 404. */
			sprintf( __( 'The address answers HTTP %d, not as the platform does.', 'site-widgets' ), $status ),
			$data
		);
	}
	// The token endpoint's OAuth error for a client it does not know (RFC 6749 §5.2), as the
	// platform sends it. Any other 400, 401 or 403 (a malformed request, a proxy's refusal) is
	// something else, and its own words say what.
	$code = 'invalid_client' === ( $answer['error'] ?? '' ) ? 'site_widgets_unknown_client' : 'site_widgets_refused';
	return new WP_Error( $code, $words, $data );
}

/**
 * The words of a JSON error answer: the platform's `message`, or the token endpoint's OAuth
 * `error_description`, or at least its `error` code.
 *
 * @param array $answer The decoded answer.
 * @return string Empty when it has none.
 */
function site_widgets_error_words( $answer ) {
	foreach ( array( 'message', 'error_description', 'error' ) as $key ) {
		if ( isset( $answer[ $key ] ) && is_string( $answer[ $key ] ) && '' !== $answer[ $key ] ) {
			return $answer[ $key ];
		}
	}
	return '';
}

/**
 * An anonymous (visitor) access token for the saved client id, kept until shortly before it
 * expires so the editor's pickers do not ask for a new one per keystroke.
 *
 * @param bool $fresh Ask the platform even when a token is kept (the connection check).
 * @return string|WP_Error
 */
function site_widgets_platform_token( $fresh = false ) {
	$client_id = site_widgets_settings()['client_id'];
	if ( '' === $client_id ) {
		return new WP_Error( 'site_widgets_no_client', __( 'No client id is set.', 'site-widgets' ) );
	}
	$key = 'site_widgets_token_' . md5( $client_id . '|' . site_widgets_api_base() );
	$kept = $fresh ? false : get_transient( $key );
	if ( is_string( $kept ) && '' !== $kept ) {
		return $kept;
	}
	$answer = site_widgets_platform_post(
		'/oauth2/token',
		array(
			'grantType' => 'anonymous',
			'clientId'  => $client_id,
		)
	);
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	$token = (string) ( $answer['access_token'] ?? '' );
	if ( '' === $token ) {
		return new WP_Error( 'site_widgets_no_token', __( 'The platform answered without a token.', 'site-widgets' ) );
	}
	set_transient( $key, $token, max( 60, (int) ( $answer['expires_in'] ?? 600 ) - 60 ) );
	return $token;
}

/** Where each kind of named thing is queried: path, list key in the answer, name field. */
const SITE_WIDGETS_QUERIES = array(
	'product'    => array( '/stores-reader/v1/products/query-platformized', 'products', 'name' ),
	'collection' => array( '/v2/collections/query', 'collections', 'name' ),
	'event'      => array( '/events/v3/events/query', 'events', 'title' ),
);

/**
 * One query of products, collections or events, sorted by name.
 *
 * @param string $kind   One of "product", "collection", "event".
 * @param array  $filter The platform filter (may be empty).
 * @param int    $limit  At most this many.
 * @return array|WP_Error `{ items: [ { id, slug, name } ], total: int }`.
 */
function site_widgets_platform_query( $kind, $filter, $limit ) {
	if ( ! isset( SITE_WIDGETS_QUERIES[ $kind ] ) ) {
		return new WP_Error( 'site_widgets_kind', 'Unknown kind.' );
	}
	list( $path, $list, $name ) = SITE_WIDGETS_QUERIES[ $kind ];
	$token = site_widgets_platform_token();
	if ( is_wp_error( $token ) ) {
		return $token;
	}
	$query = array(
		'paging' => array( 'limit' => $limit ),
		'sort'   => array(
			array(
				'fieldName' => $name,
				'order'     => 'ASC',
			),
		),
	);
	if ( $filter ) {
		$query['filter'] = $filter;
	}
	$answer = site_widgets_platform_post( $path, array( 'query' => $query ), $token );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	$items = array();
	foreach ( (array) ( $answer[ $list ] ?? array() ) as $item ) {
		if ( is_array( $item ) && isset( $item['id'] ) ) {
			$items[] = array(
				'id'   => (string) $item['id'],
				'slug' => (string) ( $item['slug'] ?? '' ),
				'name' => (string) ( $item[ $name ] ?? $item['id'] ),
			);
		}
	}
	return array(
		'items' => $items,
		'total' => (int) ( $answer['metadata']['total'] ?? $answer['totalResults'] ?? count( $items ) ),
	);
}

/**
 * Named things to pick in the editor: the first 20 whose name contains the search, or the one
 * with the given id (so a block opened later shows its product by name).
 *
 * @param string $kind   One of "product", "collection", "event".
 * @param string $search Part of the name; empty for the first ones.
 * @param string $id     An id to look up instead.
 * @return array|WP_Error `[ { id, slug, name } ]`.
 */
function site_widgets_platform_search( $kind, $search, $id = '' ) {
	$name   = SITE_WIDGETS_QUERIES[ $kind ][2] ?? 'name';
	$filter = array();
	if ( '' !== $id ) {
		$filter = array( 'id' => array( '$eq' => $id ) );
	} elseif ( '' !== $search ) {
		$filter = array( $name => array( '$contains' => $search ) );
	}
	$answer = site_widgets_platform_query( $kind, $filter, 20 );
	return is_wp_error( $answer ) ? $answer : $answer['items'];
}

/**
 * Whether the platform answers for the saved client id, in words for the settings page.
 *
 * @return array{ok: bool, message: string}
 */
function site_widgets_check_connection() {
	$base  = site_widgets_api_base();
	$token = site_widgets_platform_token( true );
	if ( is_wp_error( $token ) ) {
		return array(
			'ok'      => false,
			'message' => site_widgets_connection_problem( $token ),
		);
	}
	$products = site_widgets_platform_query( 'product', array(), 1 );
	if ( is_wp_error( $products ) ) {
		return array(
			'ok'      => false,
			'message' => 'site_widgets_refused' === $products->get_error_code()
				/* translators: 1: the platform address, 2: an HTTP status code, such as 403, 3: the platform's message. */
				? sprintf( __( 'The platform at %1$s gave a token but refused the product list with HTTP %2$d: %3$s', 'site-widgets' ), $base, $products->get_error_data()['status'], $products->get_error_message() )
				: site_widgets_connection_problem( $products ),
		);
	}
	return array(
		'ok'      => true,
		'message' => sprintf(
			/* translators: 1: the platform address, 2: the client id, 3: how many products the store has. */
			_n( 'Connected: the platform at %1$s answers for the client id "%2$s" and lists %3$d product.', 'Connected: the platform at %1$s answers for the client id "%2$s" and lists %3$d products.', $products['total'], 'site-widgets' ),
			$base,
			site_widgets_settings()['client_id'],
			$products['total']
		),
	);
}

/**
 * Why the check got no visitor token (or, after one, no product list), in words for the
 * settings page. A refusal here is the token's: the check words the product list's itself.
 *
 * @param WP_Error $error From site_widgets_platform_token or site_widgets_platform_post.
 * @return string
 */
function site_widgets_connection_problem( $error ) {
	$base   = site_widgets_api_base();
	$status = (int) ( $error->get_error_data()['status'] ?? 0 );
	switch ( $error->get_error_code() ) {
		case 'site_widgets_no_client':
			return __( 'Enter a client id and save the settings first.', 'site-widgets' );
		case 'site_widgets_unsafe_address':
			return $error->get_error_message();
		case 'site_widgets_not_platform':
			// Reached, so not "could not be reached": something answers there, but not the platform.
			/* translators: 1: the platform address, 2: an HTTP status code, such as 404. */
			return sprintf( __( 'The platform address %1$s answers HTTP %2$d, not as the platform does. Check the address.', 'site-widgets' ), $base, $status );
		case 'site_widgets_unavailable':
			/* translators: 1: the platform address, 2: an HTTP status code, such as 503. */
			return sprintf( __( 'The platform at %1$s is unavailable right now: it answers HTTP %2$d. Try again later.', 'site-widgets' ), $base, $status );
		case 'site_widgets_no_token':
			/* translators: %s: the platform address. */
			return sprintf( __( 'The platform at %s answers, but gave no visitor token. Check the address.', 'site-widgets' ), $base );
		case 'site_widgets_unknown_client':
			/* translators: 1: the platform address, 2: the client id. */
			return sprintf( __( 'The platform at %1$s answers, but does not know the client id "%2$s". Check it in your platform dashboard.', 'site-widgets' ), $base, site_widgets_settings()['client_id'] );
		case 'site_widgets_refused':
			/* translators: 1: the platform address, 2: an HTTP status code, such as 403, 3: the platform's message. */
			return sprintf( __( 'The platform at %1$s refused the visitor token with HTTP %2$d: %3$s', 'site-widgets' ), $base, $status, $error->get_error_message() );
	}
	/* translators: 1: the platform address, 2: the error. */
	return sprintf( __( 'The platform at %1$s could not be reached: %2$s', 'site-widgets' ), $base, $error->get_error_message() );
}

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
	// wp_remote_post, not wp_safe_remote_post: the address is the site owner's own setting, and
	// may be a sandbox on this machine.
	$response = wp_remote_post(
		site_widgets_api_base() . $path,
		array(
			'headers' => $headers,
			'body'    => wp_json_encode( $body ),
			'timeout' => 10,
		)
	);
	if ( is_wp_error( $response ) ) {
		return $response;
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$answer = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( $status < 200 || $status >= 300 ) {
		$message = is_array( $answer ) ? (string) ( $answer['message'] ?? $answer['error_description'] ?? '' ) : '';
		if ( '' === $message ) {
			// Not the platform's JSON error: a web server's 404 page, a proxy's error page. The
			// address likely leads somewhere else, and the status is all there is to say.
			return new WP_Error(
				'site_widgets_not_platform',
				/* translators: %d: an HTTP status code, such as 404. */
				sprintf( __( 'The address answers HTTP %d, not as the platform does.', 'site-widgets' ), $status ),
				array( 'status' => $status )
			);
		}
		return new WP_Error( 'site_widgets_http_' . $status, $message, array( 'status' => $status ) );
	}
	return is_array( $answer ) ? $answer : new WP_Error( 'site_widgets_not_json', __( 'The platform did not answer JSON.', 'site-widgets' ) );
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
		$status = (int) ( $token->get_error_data()['status'] ?? 0 );
		if ( 'site_widgets_no_client' === $token->get_error_code() ) {
			$message = __( 'Enter a client id and save the settings first.', 'site-widgets' );
		} elseif ( 'site_widgets_not_platform' === $token->get_error_code() ) {
			// Reached, so not "could not be reached": something answers there, but not the platform.
			/* translators: 1: the platform address, 2: an HTTP status code, such as 404. */
			$message = sprintf( __( 'The platform address %1$s answers HTTP %2$d, not as the platform does. Check the address.', 'site-widgets' ), $base, $status );
		} elseif ( 400 === $status || 401 === $status || 403 === $status ) {
			/* translators: 1: the platform address, 2: the client id. */
			$message = sprintf( __( 'The platform at %1$s answers, but does not know the client id "%2$s". Check it in your platform dashboard.', 'site-widgets' ), $base, site_widgets_settings()['client_id'] );
		} else {
			/* translators: 1: the platform address, 2: the error. */
			$message = sprintf( __( 'The platform at %1$s could not be reached: %2$s', 'site-widgets' ), $base, $token->get_error_message() );
		}
		return array(
			'ok'      => false,
			'message' => $message,
		);
	}
	$products = site_widgets_platform_query( 'product', array(), 1 );
	if ( is_wp_error( $products ) ) {
		return array(
			'ok'      => false,
			/* translators: 1: the platform address, 2: the error. */
			'message' => sprintf( __( 'The platform at %1$s gave a token but refused the product list: %2$s', 'site-widgets' ), $base, $products->get_error_message() ),
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

<?php
/**
 * The few platform calls the plugin makes itself (the settings check and the editor's
 * pickers), all in this file so the paths live in one place. They use the spec's bare paths,
 * which the hosted platform and the sandbox both answer.
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
		$message = is_array( $answer ) ? ( $answer['message'] ?? $answer['error_description'] ?? '' ) : '';
		return new WP_Error( 'site_widgets_http_' . $status, (string) $message, array( 'status' => $status ) );
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

/**
 * Named things to pick in the editor: products, collections or events whose name contains
 * the search, at most 20, as `[ { id, slug, name } ]`.
 *
 * @param string $kind   One of "product", "collection", "event".
 * @param string $search Part of the name; empty for the first ones.
 * @return array|WP_Error
 */
function site_widgets_platform_search( $kind, $search ) {
	$routes = array(
		'product'    => array( '/v1/products/query', 'products', 'name' ),
		'collection' => array( '/v2/collections/query', 'collections', 'name' ),
		'event'      => array( '/v3/events/query', 'events', 'title' ),
	);
	if ( ! isset( $routes[ $kind ] ) ) {
		return new WP_Error( 'site_widgets_kind', 'Unknown kind.' );
	}
	list( $path, $list, $name ) = $routes[ $kind ];
	$token = site_widgets_platform_token();
	if ( is_wp_error( $token ) ) {
		return $token;
	}
	$query = array(
		'paging' => array( 'limit' => 20 ),
		'sort'   => array(
			array(
				'fieldName' => $name,
				'order'     => 'ASC',
			),
		),
	);
	if ( '' !== $search ) {
		$query['filter'] = array( $name => array( '$contains' => $search ) );
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
	return $items;
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
	$products = site_widgets_platform_search( 'product', '' );
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
			/* translators: 1: the platform address, 2: the client id, 3: how many products were seen (up to 20). */
			_n( 'Connected: the platform at %1$s answers for the client id "%2$s" and lists %3$d product.', 'Connected: the platform at %1$s answers for the client id "%2$s" and lists %3$d products.', count( $products ), 'site-widgets' ),
			$base,
			site_widgets_settings()['client_id'],
			count( $products )
		),
	);
}

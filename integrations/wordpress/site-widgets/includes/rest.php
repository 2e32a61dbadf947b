<?php
/**
 * `GET /wp-json/site-widgets/v1/search?kind=product&search=tee` (or `&id=…` for one by id):
 * the editor's pickers. The
 * editor asks WordPress, not the platform: the saved settings are used as they are, and
 * nothing but names and ids leaves for the browser.
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'site-widgets/v1',
			'/search',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => static function () {
					return current_user_can( 'edit_posts' );
				},
				'args'                => array(
					'kind'   => array(
						'required' => true,
						'type'     => 'string',
						'enum'     => array( 'product', 'collection', 'event' ),
					),
					'id'     => array(
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => 200,
						'sanitize_callback' => 'sanitize_text_field',
					),
					'search' => array(
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => 100,
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$items = site_widgets_platform_search( $request['kind'], $request['search'], $request['id'] );
					if ( is_wp_error( $items ) ) {
						return new WP_Error( 'site_widgets_platform', $items->get_error_message(), array( 'status' => 502 ) );
					}
					return rest_ensure_response( $items );
				},
			)
		);
	}
);

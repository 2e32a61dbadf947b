<?php
/**
 * One dynamic block per widget, in their own category. Dynamic: the page stores only the
 * block's attributes, and the tag is written at view time, so a changed setting (or a new
 * plugin version) needs no re-save of pages.
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the editor shows for each tag: title, icon (a Dashicon) and a short description.
 *
 * @return array tag => [ title, icon, description ].
 */
function site_widgets_block_texts() {
	return array(
		'product-card'    => array( __( 'Product card', 'site-widgets' ), 'products', __( 'One product with its image, price and an Add to cart button.', 'site-widgets' ) ),
		'product-list'    => array( __( 'Product list', 'site-widgets' ), 'grid-view', __( 'A sortable grid of products from a collection or the whole store.', 'site-widgets' ) ),
		'product-details' => array( __( 'Product details', 'site-widgets' ), 'format-gallery', __( 'A whole product page: gallery, options, Add to cart and description.', 'site-widgets' ) ),
		'add-to-cart'     => array( __( 'Add to cart button', 'site-widgets' ), 'plus-alt', __( 'An Add to cart button for one product.', 'site-widgets' ) ),
		'shop-cart'       => array( __( 'Cart', 'site-widgets' ), 'cart', __( 'The cart with its lines, coupon, totals and checkout.', 'site-widgets' ) ),
		'cart-count'      => array( __( 'Cart button', 'site-widgets' ), 'store', __( 'A cart button with the number of items; opens the drawer cart.', 'site-widgets' ) ),
		'event-list'      => array( __( 'Event list', 'site-widgets' ), 'calendar-alt', __( 'Upcoming events, soonest first.', 'site-widgets' ) ),
		'event-tickets'   => array( __( 'Ticket picker', 'site-widgets' ), 'tickets-alt', __( 'Tickets for one event: choose, reserve and check out.', 'site-widgets' ) ),
		'member-login'    => array( __( 'Member login', 'site-widgets' ), 'admin-users', __( 'Sign in, create an account and recover a password.', 'site-widgets' ) ),
		'member-menu'     => array( __( 'Member menu', 'site-widgets' ), 'groups', __( 'The signed-in member\'s menu, or a Sign in button.', 'site-widgets' ) ),
		'back-in-stock'   => array( __( 'Back in stock request', 'site-widgets' ), 'bell', __( 'A form to be told when a sold-out product is back.', 'site-widgets' ) ),
	);
}

/**
 * Labels for the sidebar controls, by attribute.
 *
 * @return array attribute => label.
 */
function site_widgets_attribute_labels() {
	return array(
		'product-id'              => __( 'Product', 'site-widgets' ),
		'product-slug'            => __( 'Product slug', 'site-widgets' ),
		'variant-id'              => __( 'Variant id', 'site-widgets' ),
		'quantity'                => __( 'Quantity', 'site-widgets' ),
		'collection-id'           => __( 'Collection', 'site-widgets' ),
		'collection-slug'         => __( 'Collection slug', 'site-widgets' ),
		'page-size'               => __( 'Items per page', 'site-widgets' ),
		'sort'                    => __( 'Order', 'site-widgets' ),
		'label'                   => __( 'Name for screen readers', 'site-widgets' ),
		'heading-level'           => __( 'Heading level (2 to 6)', 'site-widgets' ),
		'mode'                    => __( 'Display', 'site-widgets' ),
		'status'                  => __( 'Which events', 'site-widgets' ),
		'event-id'                => __( 'Event', 'site-widgets' ),
		'event-slug'              => __( 'Event slug', 'site-widgets' ),
		'product-page'            => __( 'Product page address', 'site-widgets' ),
		'event-page'              => __( 'Event page address', 'site-widgets' ),
		'captcha-token'           => __( 'reCAPTCHA token', 'site-widgets' ),
		'invisible-captcha-token' => __( 'Invisible reCAPTCHA token', 'site-widgets' ),
	);
}

/**
 * Help under the sidebar's typed fields, by attribute. The catalogue's descriptions are written
 * for developers placing the tags (in English, naming `<site-config>`); site owners get these.
 *
 * @return array attribute => help text.
 */
function site_widgets_attribute_help() {
	return array(
		'product-slug'            => __( 'Instead of choosing a product: its slug, the last part of its address.', 'site-widgets' ),
		'variant-id'              => __( 'For a product with options: the variant to use.', 'site-widgets' ),
		'quantity'                => __( 'How many to add, 1 to 99. Empty: 1.', 'site-widgets' ),
		'collection-slug'         => __( 'Instead of choosing a collection: its slug.', 'site-widgets' ),
		'page-size'               => __( 'How many to show at a time, 1 to 100.', 'site-widgets' ),
		'label'                   => __( 'Tells two lists on a page apart for screen readers, like "New arrivals".', 'site-widgets' ),
		'heading-level'           => __( 'To fit the page\'s outline: 2 right under the page title. Any other value keeps the default.', 'site-widgets' ),
		'status'                  => __( 'Any of UPCOMING, STARTED, ENDED, CANCELED, separated by commas.', 'site-widgets' ),
		'event-slug'              => __( 'Instead of choosing an event: its slug.', 'site-widgets' ),
		'product-page'            => __( 'Empty: the product page set under Settings → Site widgets. Or another page\'s address, with {slug} where the product\'s slug goes.', 'site-widgets' ),
		'event-page'              => __( 'Empty: the event page set under Settings → Site widgets. Or another page\'s address, with {slug} where the event\'s slug goes.', 'site-widgets' ),
		'captcha-token'           => __( 'A visible reCAPTCHA token, sent with sign-in and sign-up.', 'site-widgets' ),
		'invisible-captcha-token' => __( 'An invisible reCAPTCHA token, sent with sign-in and sign-up.', 'site-widgets' ),
	);
}

/**
 * Names for the choices of the sidebar's drop-downs, by attribute and value, as the widgets
 * name them to visitors (the sort menu's words): site owners need not read `price-asc`.
 *
 * @return array attribute => [ value => name ].
 */
function site_widgets_value_labels() {
	return array(
		'sort' => array(
			'featured'   => __( 'Featured', 'site-widgets' ),
			'newest'     => __( 'Newest', 'site-widgets' ),
			'name'       => __( 'Name', 'site-widgets' ),
			'price-asc'  => __( 'Price: low to high', 'site-widgets' ),
			'price-desc' => __( 'Price: high to low', 'site-widgets' ),
		),
		'mode' => array(
			'inline' => __( 'In the page', 'site-widgets' ),
			'drawer' => __( 'A drawer the cart button opens', 'site-widgets' ),
			'form'   => __( 'The sign-in form in the page', 'site-widgets' ),
			'hosted' => __( 'A button to the platform\'s sign-in page', 'site-widgets' ),
		),
	);
}

/** Attributes chosen by name from the platform rather than typed: attribute => kind. */
const SITE_WIDGETS_PICKERS = array(
	'product-id'    => 'product',
	'collection-id' => 'collection',
	'event-id'      => 'event',
);

/**
 * A block's attributes, keyed by the widget property names (camelCase, as blocks name them).
 *
 * @param array $definition A catalogue entry.
 * @return array
 */
function site_widgets_block_attributes( $definition ) {
	$attributes = array();
	foreach ( $definition['attributes'] as $attribute ) {
		$attributes[ $attribute['property'] ] = array(
			'type'    => 'string',
			'default' => '',
		);
	}
	return $attributes;
}

/**
 * Renders a block: the widget tag from the block's attributes.
 *
 * @param string $tag        The widget.
 * @param array  $attributes The block's attributes (camelCase).
 * @return string
 */
function site_widgets_render_block( $tag, $attributes ) {
	$definition = site_widgets_catalogue()[ $tag ] ?? null;
	if ( ! $definition ) {
		return '';
	}
	$values = array();
	foreach ( $definition['attributes'] as $name => $attribute ) {
		$values[ $name ] = $attributes[ $attribute['property'] ] ?? '';
	}
	$markup = site_widgets_markup( $tag, $values );
	if ( '' === $markup ) {
		return ''; // No empty box in the page where a widget is off.
	}
	$wrapper = get_block_wrapper_attributes( array( 'class' => 'site-widgets-block' ) );
	return '<div ' . $wrapper . '>' . $markup . '</div>';
}

add_filter(
	'block_categories_all',
	static function ( $categories ) {
		$categories[] = array(
			'slug'  => 'site-widgets',
			'title' => __( 'Site widgets', 'site-widgets' ),
			'icon'  => null,
		);
		return $categories;
	}
);

add_action(
	'init',
	static function () {
		$editor_deps = array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-api-fetch', 'wp-i18n' );
		wp_register_script( 'site-widgets-editor', plugins_url( 'assets/editor.js', SITE_WIDGETS_FILE ), $editor_deps, SITE_WIDGETS_VERSION, true );
		$texts  = site_widgets_block_texts();
		$blocks = array();
		foreach ( site_widgets_catalogue() as $tag => $definition ) {
			list( $title, $icon, $description ) = $texts[ $tag ] ?? array( $tag, 'admin-generic', '' );
			register_block_type(
				'site-widgets/' . $tag,
				array(
					'api_version'     => 3,
					'title'           => $title,
					'description'     => $description,
					'category'        => 'site-widgets',
					'icon'            => $icon,
					'attributes'      => site_widgets_block_attributes( $definition ),
					'supports'        => array(
						'html'  => false,
						'align' => array( 'wide', 'full' ),
					),
					'editor_script'   => 'site-widgets-editor',
					'render_callback' => static function ( $attributes ) use ( $tag ) {
						return site_widgets_render_block( $tag, $attributes );
					},
				)
			);
			$blocks[] = array(
				'name'       => 'site-widgets/' . $tag,
				'tag'        => $tag,
				'attributes' => array_values( $definition['attributes'] ),
			);
		}
		// What editor.js needs to draw the sidebars, translated here (one place for strings).
		$editor = array(
			'blocks'  => $blocks,
			'labels'  => site_widgets_attribute_labels(),
			'help'    => site_widgets_attribute_help(),
			'choices' => site_widgets_value_labels(),
			'pickers' => SITE_WIDGETS_PICKERS,
			'text'    => array(
				'settings'   => __( 'Widget settings', 'site-widgets' ),
				'search'     => __( 'Type to search by name', 'site-widgets' ),
				'default'    => __( 'Default', 'site-widgets' ),
				'noClientId' => __( 'Set the client id under Settings → Site widgets to see a preview.', 'site-widgets' ),
			),
			'hasClient' => '' !== site_widgets_settings()['client_id'],
		);
		wp_add_inline_script( 'site-widgets-editor', 'window.siteWidgetsEditor = ' . wp_json_encode( $editor ) . ';', 'before' );
	}
);

/**
 * In the editor, the previews are real widgets: the loader and <site-config> join the editor
 * canvas (enqueue_block_assets reaches the canvas iframe). Only for people who can edit.
 */
add_action(
	'enqueue_block_assets',
	static function () {
		if ( ! is_admin() || ! current_user_can( 'edit_posts' ) || '' === site_widgets_settings()['client_id'] ) {
			return;
		}
		site_widgets_use();
		// The element goes on <html>: the canvas's <body> does not exist yet when this runs, and
		// the loader finds <site-config> anywhere in the document.
		$config = wp_json_encode( site_widgets_config_markup() );
		wp_add_inline_script( 'site-widgets', "document.documentElement.insertAdjacentHTML('beforeend', $config);", 'before' );
	}
);

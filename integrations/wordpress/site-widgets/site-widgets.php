<?php
/**
 * Plugin Name:       Site widgets
 * Description:       Store, ticketing and member widgets as blocks and a shortcode: product cards and lists, cart, event tickets, member login.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Author:            site-widgets
 * License:           MIT
 * Text Domain:       site-widgets
 * Domain Path:       /languages
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'SITE_WIDGETS_VERSION', '0.1.0' );
define( 'SITE_WIDGETS_FILE', __FILE__ );
define( 'SITE_WIDGETS_DIR', plugin_dir_path( __FILE__ ) );

require_once SITE_WIDGETS_DIR . 'includes/settings.php';
require_once SITE_WIDGETS_DIR . 'includes/platform.php';
require_once SITE_WIDGETS_DIR . 'includes/widgets.php';
require_once SITE_WIDGETS_DIR . 'includes/optimizers.php';
require_once SITE_WIDGETS_DIR . 'includes/blocks.php';
require_once SITE_WIDGETS_DIR . 'includes/shortcode.php';
require_once SITE_WIDGETS_DIR . 'includes/rest.php';
require_once SITE_WIDGETS_DIR . 'includes/settings-page.php';

add_filter( 'wp_script_attributes', 'site_widgets_script_attributes' );
add_filter( 'the_content', 'site_widgets_use_if_shown', 1000 );

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'site-widgets', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
	},
	1 // Before the blocks register their translated titles.
);

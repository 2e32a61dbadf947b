<?php
/**
 * Deleting the plugin removes its settings and the tokens it kept. Pages keep their blocks
 * and shortcodes (they are content): the blocks then render nothing, the shortcodes show as text.
 *
 * @package SiteWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'site_widgets_settings' );

// Kept visitor tokens and connection-check results are transients with our prefix.
global $wpdb;
$site_widgets_like = $wpdb->esc_like( '_transient_site_widgets_' ) . '%';
$site_widgets_like_timeout = $wpdb->esc_like( '_transient_timeout_site_widgets_' ) . '%';
// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API deletes transients by prefix.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $site_widgets_like, $site_widgets_like_timeout ) );

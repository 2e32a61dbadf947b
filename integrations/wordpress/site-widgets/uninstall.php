<?php
/**
 * Deleting the plugin removes its settings and the tokens it kept, on every site of a network
 * (each site saved its own). Pages keep their blocks and shortcodes (they are content): the
 * blocks then render nothing, the shortcodes show as text.
 *
 * @package SiteWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** Removes the settings and kept transients of the current site. */
function site_widgets_uninstall_site() {
	global $wpdb;
	delete_option( 'site_widgets_settings' );
	// Kept visitor tokens and connection-check results are transients with our prefix.
	$like         = $wpdb->esc_like( '_transient_site_widgets_' ) . '%';
	$like_timeout = $wpdb->esc_like( '_transient_timeout_site_widgets_' ) . '%';
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API deletes transients by prefix.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $like, $like_timeout ) );
}

if ( is_multisite() ) {
	// Every site, archived and deleted ones too: one brought back would find stale settings.
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $site_widgets_site ) {
		switch_to_blog( $site_widgets_site );
		site_widgets_uninstall_site();
		restore_current_blog();
	}
} else {
	site_widgets_uninstall_site();
}

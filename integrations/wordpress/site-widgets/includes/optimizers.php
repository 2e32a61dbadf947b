<?php
/**
 * Page-speed plugins are told to leave the loader as it is. The loader fetches the widgets'
 * chunks from beside its own address (chunks/<build>/ next to widgets.js): one that minifies
 * it into a cache folder or combines it into a file with other scripts (Autoptimize,
 * WP Rocket, LiteSpeed Cache, SiteGround Speed Optimizer) moves that address, every chunk
 * request then fails, and no widget on the site appears. One that holds scripts back until
 * the visitor first moves or scrolls (WP Rocket's "delay JavaScript") leaves every widget a
 * skeleton until then. Deferring it is fine: the loader works from any place in the page.
 *
 * Each list is the one that plugin reads for the owner's own exclusions; the plugin's filter
 * adds to it, so the owner's entries stay.
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The loader's path (with the site's folder, if WordPress is in one), as these plugins match
 * scripts: a part of the address, or a pattern that finds it.
 *
 * @return string
 */
function site_widgets_loader_path() {
	return (string) wp_parse_url( site_widgets_loader_src(), PHP_URL_PATH );
}

/**
 * Adds the loader to a list of paths or handles.
 *
 * @param mixed  $list  The list the optimizer passes; anything else than an array is kept.
 * @param string $entry The loader's path or handle.
 * @return mixed
 */
function site_widgets_exclude_from( $list, $entry ) {
	if ( ! is_array( $list ) ) {
		return $list;
	}
	$list[] = $entry;
	return $list;
}

// Autoptimize: a comma-separated list of parts of script addresses (an array in some versions).
add_filter(
	'autoptimize_filter_js_exclude',
	static function ( $exclude ) {
		if ( is_array( $exclude ) ) {
			return site_widgets_exclude_from( $exclude, site_widgets_loader_path() );
		}
		$exclude = trim( (string) $exclude );
		return ( '' === $exclude ? '' : $exclude . ', ' ) . site_widgets_loader_path();
	}
);

// WP Rocket's minify and combine, and its "delay JavaScript"; LiteSpeed Cache's minify and
// combine: paths (patterns for WP Rocket, which the path matches as written).
foreach ( array( 'rocket_exclude_js', 'rocket_delay_js_exclusions', 'litespeed_optimize_js_excludes' ) as $site_widgets_filter ) {
	add_filter(
		$site_widgets_filter,
		static function ( $list ) {
			return site_widgets_exclude_from( $list, site_widgets_loader_path() );
		}
	);
}

// SiteGround Speed Optimizer's minify and combine: script handles.
foreach ( array( 'sgo_js_minify_exclude', 'sgo_javascript_combine_exclude' ) as $site_widgets_filter ) {
	add_filter(
		$site_widgets_filter,
		static function ( $handles ) {
			return site_widgets_exclude_from( $handles, 'site-widgets' );
		}
	);
}

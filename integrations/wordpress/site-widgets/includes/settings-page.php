<?php
/**
 * Settings → Site widgets: the form (saved through options.php, which checks the nonce and
 * the capability) and the "Check connection" button (admin-post.php, checked here).
 *
 * @package SiteWidgets
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'admin_menu',
	static function () {
		add_options_page(
			__( 'Site widgets', 'site-widgets' ),
			__( 'Site widgets', 'site-widgets' ),
			'manage_options',
			'site-widgets',
			'site_widgets_settings_page'
		);
	}
);

// A Settings link beside Deactivate in the plugin's row: the first thing to do after activating.
add_filter(
	'plugin_action_links_' . plugin_basename( SITE_WIDGETS_FILE ),
	static function ( $links ) {
		if ( current_user_can( 'manage_options' ) ) {
			array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=site-widgets' ) ) . '">' . esc_html__( 'Settings', 'site-widgets' ) . '</a>' );
		}
		return $links;
	}
);

/**
 * The settings fields: option key => [ label, input type, help text ].
 *
 * @return array
 */
function site_widgets_settings_fields() {
	return array(
		'client_id'      => array( __( 'Client id', 'site-widgets' ), 'text', __( 'Your platform client id (required). The widgets use it for every visitor.', 'site-widgets' ) ),
		'api_base'       => array( __( 'Platform address', 'site-widgets' ), 'url', __( 'Leave empty for the hosted platform. Set it for the sandbox platform or a proxy.', 'site-widgets' ) ),
		/* translators: %s: the site's language, such as de-DE. */
		'locale'         => array( __( 'Language', 'site-widgets' ), 'text', sprintf( __( 'Language of the widgets, like de-DE. Empty: the site\'s language (%s).', 'site-widgets' ), str_replace( '_', '-', get_locale() ) ) ),
		'currency'       => array( __( 'Currency', 'site-widgets' ), 'text', __( 'Three-letter code used before a cart has one, like EUR.', 'site-widgets' ) ),
		'product_page'   => array( __( 'Product page address', 'site-widgets' ), 'url', __( 'A page with a Product details block and no product chosen: it shows the product named in its address, like …?product=blue-cap.', 'site-widgets' ) ),
		'event_page'     => array( __( 'Event page address', 'site-widgets' ), 'url', __( 'A page with a Ticket picker block and no event chosen: it shows the event named in its address, like …?event=summer-gala.', 'site-widgets' ) ),
		'hosted_origins' => array( __( 'Hosted page origins', 'site-widgets' ), 'text', __( 'Optional: the origins of your checkout, login and account pages, separated by spaces, like https://checkout.example.com. When set, the widgets send visitors only there; empty, to any https page the platform names.', 'site-widgets' ) ),
		'script_url'     => array( __( 'Script address', 'site-widgets' ), 'url', __( 'Leave empty to serve the widgets from this plugin. Set it to load them from elsewhere, such as a CDN.', 'site-widgets' ) ),
	);
}

/**
 * What a field's help adds for someone who may not add scripts to pages: the script address is
 * not theirs to change, and the platform address they save is one this server calls only if it
 * is public (see site_widgets_may_reach_platform_anywhere).
 *
 * @param string $key The option key.
 * @return string Empty when there is nothing to add.
 */
function site_widgets_field_note( $key ) {
	if ( site_widgets_may_set_script() ) {
		return '';
	}
	if ( 'script_url' === $key ) {
		return site_widgets_script_locked_message();
	}
	if ( 'api_base' === $key ) {
		return __( 'This server itself (Check connection, the editor\'s pickers) calls an address you save only if it is public, on port 80, 443 or 8080.', 'site-widgets' );
	}
	return '';
}

/** The page. */
function site_widgets_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = site_widgets_settings();
	$check    = get_transient( 'site_widgets_check_' . get_current_user_id() );
	if ( $check ) {
		delete_transient( 'site_widgets_check_' . get_current_user_id() );
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php // No settings_errors() here: pages under Settings get them from options-head.php. ?>
		<?php if ( is_array( $check ) ) : ?>
			<div class="notice <?php echo $check['ok'] ? 'notice-success' : 'notice-error'; ?>" role="status">
				<p><?php echo esc_html( $check['message'] ); ?></p>
			</div>
		<?php endif; ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
			<?php settings_fields( 'site_widgets' ); ?>
			<table class="form-table" role="presentation">
				<?php foreach ( site_widgets_settings_fields() as $key => list( $label, $type, $help ) ) : ?>
					<?php
					$id     = 'site-widgets-' . str_replace( '_', '-', $key );
					$locked = 'script_url' === $key && ! site_widgets_may_set_script();
					$note   = site_widgets_field_note( $key );
					?>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label></th>
						<td>
							<input
								type="<?php echo esc_attr( $type ); ?>"
								id="<?php echo esc_attr( $id ); ?>"
								name="<?php echo esc_attr( SITE_WIDGETS_OPTION . '[' . $key . ']' ); ?>"
								value="<?php echo esc_attr( $settings[ $key ] ); ?>"
								class="regular-text"
								aria-describedby="<?php echo esc_attr( $id . '-help' ); ?>"
								<?php echo $locked ? 'readonly' : ''; ?>
							/>
							<p class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( '' !== $note ? $help . ' ' . $note : $help ); ?></p>
						</td>
					</tr>
				<?php endforeach; ?>
			</table>
			<?php submit_button(); ?>
		</form>
		<h2><?php esc_html_e( 'Connection', 'site-widgets' ); ?></h2>
		<p><?php esc_html_e( 'Asks the platform for a visitor token with the saved client id, then how many products it lists.', 'site-widgets' ); ?></p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="site_widgets_check" />
			<?php wp_nonce_field( 'site_widgets_check', 'site_widgets_check_nonce' ); // Not _wpnonce: the settings form's has that id. ?>
			<?php submit_button( __( 'Check connection', 'site-widgets' ), 'secondary', 'site-widgets-check', false ); // Not "submit": Save Changes has that id. ?>
		</form>
	</div>
	<?php
}

add_action(
	'admin_post_site_widgets_check',
	static function () {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You may not change these settings.', 'site-widgets' ), 403 );
		}
		check_admin_referer( 'site_widgets_check', 'site_widgets_check_nonce' );
		// Kept for this person for a minute: the page after the redirect shows it once.
		set_transient( 'site_widgets_check_' . get_current_user_id(), site_widgets_check_connection(), MINUTE_IN_SECONDS );
		wp_safe_redirect( admin_url( 'options-general.php?page=site-widgets' ) );
		exit;
	}
);

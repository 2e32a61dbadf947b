// The block editor side of the widget blocks: sidebar controls and a live preview. Plain
// JavaScript over the wp.* globals, so the plugin needs no build step. The blocks themselves
// (titles, icons, attributes, rendering) are registered in PHP (includes/blocks.php); this
// only adds `edit`. Strings arrive translated in window.siteWidgetsEditor.
(function (wp, data) {
  const { createElement: h, useEffect, useState, Fragment } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, TextControl, SelectControl, ComboboxControl, Disabled, Notice } =
    wp.components;
  const ServerSideRender = wp.serverSideRender;
  const { text, labels, pickers } = data;

  /** The first 20 matches for a picker, by name, through the plugin's REST route. */
  function usePickerOptions(kind, search, chosen) {
    const [options, setOptions] = useState([]);
    useEffect(() => {
      let live = true;
      const timer = setTimeout(() => {
        wp.apiFetch({
          path: `/site-widgets/v1/search?kind=${kind}&search=${encodeURIComponent(search)}`,
        })
          .then((items) => live && setOptions(items.map((i) => ({ value: i.id, label: i.name }))))
          .catch(() => live && setOptions([]));
      }, 250); // one request per pause in typing, not per key
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [kind, search]);
    // The chosen one stays listed (by id) while a search shows others.
    if (chosen && !options.some((o) => o.value === chosen)) {
      return [{ value: chosen, label: chosen }, ...options];
    }
    return options;
  }

  function Picker({ kind, label, value, onChange }) {
    const [search, setSearch] = useState('');
    const options = usePickerOptions(kind, search, value);
    return h(ComboboxControl, {
      label,
      help: text.search,
      value: value || null,
      options,
      onChange: (next) => onChange(next || ''),
      onFilterValueChange: setSearch,
      __nextHasNoMarginBottom: true,
    });
  }

  /** One control per attribute: a picker, a select of the known values, or a text field. */
  function Control({ attribute, value, onChange }) {
    const label = labels[attribute.name] || attribute.name;
    if (pickers[attribute.name]) {
      return h(Picker, { kind: pickers[attribute.name], label, value, onChange });
    }
    if (attribute.values && attribute.name !== 'status') {
      const none = `${text.default}${attribute.default ? ` (${attribute.default})` : ''}`;
      return h(SelectControl, {
        label,
        value,
        options: [
          { value: '', label: none },
          ...attribute.values.map((v) => ({ value: v, label: v })),
        ],
        onChange,
        __nextHasNoMarginBottom: true,
      });
    }
    return h(TextControl, {
      label,
      value,
      type: attribute.type === 'number' ? 'number' : 'text',
      placeholder: attribute.default || '',
      help: attribute.description,
      onChange,
      __nextHasNoMarginBottom: true,
    });
  }

  function edit(block) {
    return function Edit({ attributes, setAttributes }) {
      const blockProps = useBlockProps();
      const controls = block.attributes.map((attribute) =>
        h(Control, {
          key: attribute.name,
          attribute,
          value: attributes[attribute.property] || '',
          onChange: (value) => setAttributes({ [attribute.property]: value }),
        }),
      );
      const preview = data.hasClient
        ? // The server writes the tag; the widget inside is live (the loader runs in the
          // canvas) but Disabled, so clicks in the editor do not add to a real cart.
          h(Disabled, null, h(ServerSideRender, { block: block.name, attributes }))
        : h(Notice, { status: 'warning', isDismissible: false }, text.noClientId);
      return h(
        Fragment,
        null,
        controls.length
          ? h(InspectorControls, null, h(PanelBody, { title: text.settings }, controls))
          : null,
        h('div', blockProps, preview),
      );
    };
  }

  data.blocks.forEach((block) => {
    // Title, icon, category and attributes come from the server's registration.
    wp.blocks.registerBlockType(block.name, { edit: edit(block), save: () => null });
  });
})(window.wp, window.siteWidgetsEditor);

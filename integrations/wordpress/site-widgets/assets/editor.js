// The block editor side of the widget blocks: sidebar controls and a live preview. Plain
// JavaScript over the wp.* globals, so the plugin needs no build step. The blocks themselves
// (titles, icons, attributes, rendering) are registered in PHP (includes/blocks.php); this
// only adds `edit`. Strings arrive translated in window.siteWidgetsEditor.
(function (wp, data) {
  const { createElement: h, useEffect, useRef, useState, Fragment, RawHTML } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, TextControl, SelectControl, ComboboxControl, Disabled, Notice, Spinner } =
    wp.components;
  const { text, labels, help, choices, pickers } = data;
  /** A drop-down choice as site owners read it; the value itself where there is no name. */
  const choice = (attribute, value) => (choices[attribute.name] || {})[value] || value;

  const search = (kind, params) =>
    wp
      .apiFetch({ path: `/site-widgets/v1/search?kind=${kind}&${new URLSearchParams(params)}` })
      .then((items) => items.map((item) => ({ value: item.id, label: item.name })));

  /** The first 20 matches for a picker, by name, through the plugin's REST route. */
  function usePickerOptions(kind, typed, chosen) {
    const [options, setOptions] = useState([]);
    const [chosenOption, setChosenOption] = useState(null);
    useEffect(() => {
      let live = true;
      const timer = setTimeout(() => {
        search(kind, { search: typed })
          .then((found) => live && setOptions(found))
          .catch(() => live && setOptions([]));
      }, 250); // one request per pause in typing, not per key
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [kind, typed]);
    // The chosen one, by name, even when the list shows others (a block opened later).
    useEffect(() => {
      let live = true;
      if (chosen) {
        search(kind, { id: chosen })
          .then((found) => live && setChosenOption(found[0] || { value: chosen, label: chosen }))
          .catch(() => live && setChosenOption({ value: chosen, label: chosen }));
      }
      return () => {
        live = false;
      };
    }, [kind, chosen]);
    if (chosen && !options.some((o) => o.value === chosen)) {
      const known = chosenOption && chosenOption.value === chosen;
      return [known ? chosenOption : { value: chosen, label: chosen }, ...options];
    }
    return options;
  }

  function Picker({ kind, label, value, onChange }) {
    const [typed, setTyped] = useState('');
    const options = usePickerOptions(kind, typed, value);
    return h(ComboboxControl, {
      label,
      help: text.search,
      value: value || null,
      options,
      onChange: (next) => onChange(next || ''),
      onFilterValueChange: setTyped,
      __nextHasNoMarginBottom: true,
    });
  }

  /** One control per attribute: a picker, a select of the known values, or a text field. */
  function Control({ attribute, value, onChange }) {
    const label = labels[attribute.name] || attribute.name;
    if (pickers[attribute.name]) {
      return h(Picker, { kind: pickers[attribute.name], label, value, onChange });
    }
    if (attribute.values && !attribute.list) {
      const none = `${text.default}${attribute.default ? ` (${choice(attribute, attribute.default)})` : ''}`;
      return h(SelectControl, {
        label,
        value,
        options: [
          { value: '', label: none },
          ...attribute.values.map((v) => ({ value: v, label: choice(attribute, v) })),
        ],
        onChange,
        __nextHasNoMarginBottom: true,
      });
    }
    // A number field steps through the whole numbers the widget takes (the server writes no
    // others into the page either).
    const range =
      attribute.type === 'number'
        ? { type: 'number', min: attribute.min, max: attribute.max, step: 1 }
        : { type: 'text' };
    return h(TextControl, {
      label,
      value,
      ...range,
      placeholder: attribute.default || '',
      help: help[attribute.name],
      onChange,
      __nextHasNoMarginBottom: true,
    });
  }

  /**
   * The block as the server writes it into the page, asked for again half a second after its
   * attributes last changed; the last answer stays on show meanwhile. Not ServerSideRender:
   * in WordPress 6.5 it drops that request when the block renders again within the half
   * second (another block selected, say), and the preview stays the one before the change.
   */
  function Preview({ block, attributes }) {
    const [answer, setAnswer] = useState(null);
    const asked = useRef(false);
    // Only the block's own attributes: the renderer refuses any others (lock, metadata).
    const values = JSON.stringify(
      Object.fromEntries(block.attributes.map((a) => [a.property, attributes[a.property] || ''])),
    );
    useEffect(() => {
      let live = true;
      const timer = setTimeout(
        () => {
          wp.apiFetch({
            path: `/wp/v2/block-renderer/${block.name}?context=edit`,
            method: 'POST',
            data: { attributes: JSON.parse(values) },
          })
            .then((found) => live && setAnswer({ html: found.rendered }))
            .catch((error) => live && setAnswer({ error: error.message }));
        },
        asked.current ? 500 : 0, // one request per pause in typing; the first at once
      );
      asked.current = true;
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [block.name, values]);
    if (!answer) return h(Spinner);
    if (answer.error !== undefined)
      return h(Notice, { status: 'error', isDismissible: false }, answer.error);
    return h(RawHTML, null, answer.html);
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
          h(Disabled, null, h(Preview, { block, attributes }))
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

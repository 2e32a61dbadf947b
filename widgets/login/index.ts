/** The login family chunk: `<member-login>` and `<member-menu>` (DESIGN.md §4). */
import '../../shared/element/runtime-entry';
import { defineWidget } from '../../shared/element';
import { uiCss } from '../../shared/ui';
import { MemberLogin, type MemberLoginProps } from './member-login';
import { memberLoginCss } from './member-login.styles';
import { MemberMenu } from './member-menu';
import { memberMenuCss } from './member-menu.styles';

// Until a German (or other) text table has arrived, nothing shows in the reserved box.
defineWidget<MemberLoginProps>('member-login', MemberLogin, {
  props: {
    mode: 'string',
    captchaToken: 'string',
    invisibleCaptchaToken: 'string',
    headingLevel: 'number',
  },
  styles: [uiCss, memberLoginCss],
});

defineWidget('member-menu', MemberMenu, { styles: [uiCss, memberMenuCss] });

/**
 * The test gateway's checkout script: defines `window.Razorpay` with the same options, `open()`,
 * `on('payment.failed')`, `handler` and `modal.ondismiss` as Razorpay's, and shows an accessible
 * native modal <dialog>: the rest of the page is inert (focus stays inside), Escape or Close cancel
 * (ondismiss; the order is not failed by a close). It looks like the product's dialogs: centred
 * (the app's CSS reset zeroes the dialog's own auto margins, so they are set here) over a dimmed
 * backdrop. Styles are set through the CSSOM (element styles and a constructed style sheet for
 * ::backdrop), never a <style> element, so the page's Content-Security-Policy needs nothing more.
 */
export const TEST_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var backdropAdded = false;
  function addBackdropStyle() {
    if (backdropAdded) return;
    backdropAdded = true;
    try {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync('dialog[data-test-gateway]::backdrop { background: rgba(16, 22, 58, 0.6); }');
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
    } catch (e) { /* an old browser keeps its default backdrop */ }
  }
  function row(label, value, attrs) {
    var p = style(el('p', attrs || {}), { margin: '4px 0', display: 'flex', justifyContent: 'space-between', gap: '12px' });
    p.appendChild(style(el('span', {}, label), { color: '#475569' }));
    p.appendChild(style(el('span', {}, value), { fontWeight: '600', textAlign: 'right', overflowWrap: 'anywhere' }));
    return p;
  }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text) e.textContent = text;
    return e;
  }
  function style(e, css) { Object.keys(css).forEach(function (k) { e.style[k] = css[k]; }); return e; }
  function button(label, primary) {
    var b = el('button', { type: 'button' }, label);
    return style(b, { minHeight: '44px', padding: '0 16px', borderRadius: '8px', font: 'inherit', fontWeight: '600', cursor: 'pointer',
      border: primary ? '0' : '1px solid #94a3b8', background: primary ? '#1f2b5c' : '#fff', color: primary ? '#fff' : '#1a2349' });
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.order_id) throw new Error('Razorpay: order_id is required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, fn) { (this.listeners[event] = this.listeners[event] || []).push(fn); return this; };
  Razorpay.prototype.emit = function (event, data) { (this.listeners[event] || []).forEach(function (fn) { fn(data); }); };
  Razorpay.prototype.close = function () { if (this.dialog) { this.settled = true; this.dialog.close(); this.dialog.remove(); this.dialog = null; } };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    addBackdropStyle();
    var d = el('dialog', { 'aria-labelledby': 'tg-title', 'aria-describedby': 'tg-desc', 'data-test-gateway': 'checkout' });
    style(d, { position: 'fixed', inset: '0', margin: 'auto', maxHeight: 'calc(100dvh - 32px)', overflowY: 'auto', boxSizing: 'border-box',
      border: '0', borderRadius: '12px', padding: '24px', width: 'min(420px, calc(100vw - 32px))', height: 'fit-content',
      background: '#fff', color: '#0f172a', fontFamily: 'inherit', boxShadow: '0 10px 40px rgba(16,22,58,.35)' });
    var badge = style(el('p', {}, 'Test mode'), { display: 'inline-block', margin: '0 0 8px', padding: '2px 10px', borderRadius: '999px', background: '#fff7eb', color: '#8f5200', border: '1px solid #b86a00', fontSize: '13px', fontWeight: '700' });
    var title = style(el('h2', { id: 'tg-title' }, 'Test mode checkout'), { margin: '0 0 8px', fontSize: '20px', color: '#1a2349' });
    var desc = el('div', { id: 'tg-desc' });
    desc.appendChild(row('Merchant', o.name || ''));
    if (o.description) desc.appendChild(row('Service', o.description));
    var amount = row('Amount', '\u20b9' + inr.format((Number(o.amount) || 0) / 100), { 'data-amount': String(o.amount) });
    style(amount.lastChild, { fontSize: '18px', fontWeight: '700' });
    desc.appendChild(amount);
    desc.appendChild(style(el('p', {}, 'No real money moves. Choose how this payment should end.'), { margin: '8px 0 0', color: '#475569', fontSize: '14px' }));
    var status = style(el('p', { role: 'status', 'aria-live': 'polite' }), { minHeight: '1.2em', margin: '8px 0', color: '#475569', fontSize: '14px' });
    var ok = button('Simulate success', true), fail = button('Simulate failure', false), close = button('Close', false);
    close.setAttribute('aria-label', 'Close');
    var actions = style(el('div'), { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '16px' });
    actions.appendChild(ok); actions.appendChild(fail); actions.appendChild(close);
    d.appendChild(badge); d.appendChild(title); d.appendChild(desc); d.appendChild(status); d.appendChild(actions);
    function pay(outcome) {
      ok.disabled = fail.disabled = true;
      status.textContent = 'Processing…';
      fetch('/test-gateway/orders/' + encodeURIComponent(o.order_id) + '/pay', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: outcome })
      }).then(function (r) { return r.json(); }).then(function (body) {
        self.close();
        if (body && body.razorpay_payment_id) { if (typeof o.handler === 'function') o.handler(body); }
        else self.emit('payment.failed', { error: (body && body.error) || { code: 'GATEWAY_ERROR', description: 'Payment could not be completed', reason: 'payment_failed', metadata: { order_id: o.order_id } } });
      }).catch(function () {
        self.close();
        self.emit('payment.failed', { error: { code: 'NETWORK_ERROR', description: 'Network error', reason: 'network_error', metadata: { order_id: o.order_id } } });
      });
    }
    ok.addEventListener('click', function () { pay('success'); });
    fail.addEventListener('click', function () { pay('failure'); });
    close.addEventListener('click', function () { d.close(); });
    // Tab and Shift+Tab go round the dialog's buttons (the browser would otherwise leave the page).
    d.addEventListener('keydown', function (e) {
      if (e.key !== 'Tab') return;
      var items = [ok, fail, close].filter(function (b) { return !b.disabled; });
      if (!items.length) { e.preventDefault(); return; }
      var first = items[0], last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !d.contains(document.activeElement))) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && (document.activeElement === last || !d.contains(document.activeElement))) { e.preventDefault(); first.focus(); }
    });
    d.addEventListener('close', function () {
      if (!self.settled && o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      if (d.parentNode) d.remove();
      self.dialog = null;
    });
    this.settled = false;
    this.dialog = d;
    document.body.appendChild(d);
    d.showModal();
    ok.focus();
  };
  window.Razorpay = Razorpay;
})();
`;

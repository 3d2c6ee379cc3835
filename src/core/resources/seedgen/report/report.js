// Draws DATA.main (and DATA.against beside it) with Chart.js: a chart per column (its histogram, or its few
// values) and per foreign key (rows per parent row, log scales). Shares, not counts, so two sides of any size
// compare. Once every chart is drawn, <body data-charts="N">.
(function () {
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;
  const A = DATA.main, B = DATA.against;
  const COLORS = ['rgba(33,102,172,0.75)', 'rgba(214,96,77,0.75)'];
  const root = document.getElementById('report');
  let charts = 0;

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
    return e;
  }
  const num = n => n == null ? '' : Number(n).toLocaleString('en-US', {maximumFractionDigits: 2});
  const pct = x => (100 * x).toFixed(1) + '%';
  function bytes(n) {
    if (n < 0) return '?';
    const u = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let i = 0;
    while (n >= 1024 && i < u.length - 1) { n /= 1024; i++; }
    return n.toFixed(i ? 1 : 0) + ' ' + u[i];
  }
  function measure(kind, v) {
    if (v == null) return '';
    if (kind === 'TIME') return new Date(v * 1000).toISOString().replace('T', ' ').replace('.000Z', '');
    if (kind === 'TEXT') return num(v) + ' chars';
    return num(v);
  }
  const find = (list, name) => (list || []).find(x => x.name === name);
  const sides = (a, b) => b === undefined ? [a] : [a, b];
  const names = B ? [A.name, B.name] : [A.name];

  function chart(box, config) {
    const canvas = el('canvas');
    box.append(canvas);
    new Chart(canvas, config);
    charts++;
  }

  function histogram(parent, title, kind, cols) {
    const box = el('div', {class: 'chart'});
    parent.append(box);
    const datasets = cols.map((c, i) => {
      const total = c.histogram.reduce((s, b) => s + b.rows, 0) || 1;
      return {label: names[i], data: c.histogram.map(b => ({x: (b.from + b.to) / 2, y: 100 * b.rows / total})),
        borderColor: COLORS[i], backgroundColor: COLORS[i], stepped: 'middle', fill: cols.length === 1,
        pointRadius: 0};
    });
    chart(box, {type: 'line', data: {datasets}, options: {plugins: {title: {display: true, text: title}},
      scales: {x: {type: 'linear', ticks: {callback: v => measure(kind, v), maxTicksLimit: 5}},
        y: {title: {display: true, text: '% of rows'}, beginAtZero: true}}}});
  }

  function members(parent, title, cols) {
    const box = el('div', {class: 'chart'});
    parent.append(box);
    const labels = [...new Set(cols.flatMap(c => c.members.map(m => m.value)))];
    const datasets = cols.map((c, i) => {
      const total = c.members.reduce((s, m) => s + m.rows, 0) || 1;
      const by = Object.fromEntries(c.members.map(m => [m.value, m.rows]));
      return {label: names[i], data: labels.map(l => 100 * (by[l] || 0) / total), backgroundColor: COLORS[i]};
    });
    chart(box, {type: 'bar', data: {labels, datasets}, options: {indexAxis: 'y',
      plugins: {title: {display: true, text: title}}, scales: {x: {title: {display: true, text: '% of rows'}}}}});
  }

  function fanOut(parent, title, keys) {
    const box = el('div', {class: 'chart wide'});
    parent.append(box);
    const datasets = keys.map((k, i) => ({label: names[i], backgroundColor: COLORS[i], borderColor: COLORS[i],
      data: k.fanOut.filter(c => c.children > 0).map(c => ({x: c.children, y: 100 * c.parents / (k.parents || 1)})),
      pointRadius: 2}));
    chart(box, {type: 'scatter', data: {datasets}, options: {plugins: {title: {display: true, text: title}},
      scales: {x: {type: 'logarithmic', title: {display: true, text: 'rows per parent row'}},
        y: {type: 'logarithmic', title: {display: true, text: '% of parent rows'}}}}});
  }

  // the tables, rows and sizes
  const summary = el('table', {}, el('tr', {}, el('th', {}, 'table'),
      ...names.flatMap(n => [el('th', {}, 'rows (' + n + ')'), el('th', {}, 'size (' + n + ')')])));
  for (const t of A.tables) {
    const o = B ? find(B.tables, t.name) : undefined;
    summary.append(el('tr', {}, el('td', {}, t.name), el('td', {}, num(t.rows)), el('td', {}, bytes(t.bytes)),
        ...(B ? [el('td', {}, o ? num(o.rows) : 'none'), el('td', {}, o ? bytes(o.bytes) : '')] : [])));
  }
  root.append(el('p', {class: 'note'}, A.server + (B ? '; ' + B.name + ': ' + B.server : '')), summary);

  for (const t of A.tables) {
    const o = B ? find(B.tables, t.name) : undefined;
    root.append(el('h2', {id: 'table-' + t.name}, 'Table ' + t.name));
    const head = el('tr', {}, el('th', {}, 'column'), el('th', {}, 'type'),
        ...names.flatMap(n => ['NULL', 'distinct', 'least', 'greatest'].map(h => el('th', {}, h + ' (' + n + ')'))));
    const cols = el('table', {}, head);
    for (const c of t.columns) {
      const d = o ? find(o.columns, c.name) : undefined;
      const cells = x => x ? [pct(x.rows ? (x.rows - x.nonNull) / x.rows : 0), x.distinct < 0 ? '' : num(x.distinct),
        measure(x.kind, x.min), measure(x.kind, x.max)] : ['', '', '', ''];
      cols.append(el('tr', {}, el('td', {}, c.name), el('td', {}, c.type),
          ...cells(c).map(v => el('td', {}, v)), ...(B ? cells(d).map(v => el('td', {}, v)) : [])));
    }
    root.append(cols);
    const box = el('div', {class: 'charts'});
    root.append(box);
    for (const c of t.columns) {
      const d = o ? find(o.columns, c.name) : undefined;
      const both = B && d ? [c, d] : [c];
      if (c.members.length > 0) members(box, t.name + '.' + c.name, both);
      else if (c.histogram.length > 0) histogram(box, t.name + '.' + c.name + (c.kind === 'TEXT' ? ' (length)' : ''),
          c.kind, both.filter(x => x.histogram.length > 0));
    }
    for (const k of t.foreignKeys) {
      const ok = o ? (o.foreignKeys || []).find(x => x.name === k.name
          || (x.parent === k.parent && x.columns.join() === k.columns.join())) : undefined;
      const both = B && ok ? [k, ok] : [k];
      root.append(el('h3', {}, 'Foreign key ' + k.name + ': ' + t.name + '(' + k.columns.join(', ') + ') to '
          + k.parent + '(' + k.parentColumns.join(', ') + ')'));
      const facts = el('table', {}, el('tr', {}, el('th', {}, ''), ...names.map(n => el('th', {}, n))));
      const none = x => { const z = x.fanOut.find(c => c.children === 0); return z ? z.parents / (x.parents || 1) : 0; };
      for (const [label, f] of [['parent rows', x => num(x.parents)], ['with none', x => pct(none(x))],
          ['most rows of one parent', x => num(x.most)], ['held by the top 1% of parents', x => pct(x.topShare)]]) {
        facts.append(el('tr', {}, el('td', {}, label), ...both.map(x => el('td', {}, f(x)))));
      }
      for (const p of k.times) {
        const row = el('tr', {}, el('td', {}, t.name + '.' + p.column + ' before ' + k.parent + '.' + p.parentColumn));
        for (const x of both) {
          const q = x.times.find(y => y.column === p.column && y.parentColumn === p.parentColumn);
          row.append(el('td', {class: q && q.backwards > 0 ? 'bad' : 'good'},
              q ? num(q.backwards) + ' of ' + num(q.compared) : ''));
        }
        facts.append(row);
      }
      const charts2 = el('div', {class: 'charts'});
      root.append(facts, charts2);
      if (k.fanOut.some(c => c.children > 0)) fanOut(charts2, 'rows of ' + t.name + ' per ' + k.parent + ' row', both);
    }
  }
  document.body.setAttribute('data-charts', String(charts));
})();

// Draws DATA.main (and DATA.against beside it) with Chart.js: a chart per column (its few values; its quantiles
// where they show a tail; the kinds of character at each position of text of one length; else its histogram), per
// foreign key (rows per parent row, log scales), and per table the facts across its columns that DATA.facts holds.
// Shares, not counts, so two sides of any size compare. Once every chart is drawn, <body data-charts="N"> and the
// page's width as laid out, <body data-width="W">.
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
    const datasets = cols.flatMap((c, i) => {
      if (c.histogram.length === 0) return [];
      const total = c.histogram.reduce((s, b) => s + b.rows, 0) || 1;
      return [{label: names[i], data: c.histogram.map(b => ({x: (b.from + b.to) / 2, y: 100 * b.rows / total})),
        borderColor: COLORS[i], backgroundColor: COLORS[i], stepped: 'middle', fill: cols.length === 1,
        pointRadius: 0}];
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

  // the quantiles' labels: p0, p1, p5 ... p95, p99, p99.9, p100, spaced evenly, so the top three spread out
  const qLabel = p => 'p' + String(Math.round(p * 1000) / 10);

  // a side whose quantiles were not read (its histogram showed no tail: a copy that lost its source's, say) has them
  // estimated from its histogram, the rows spread evenly in each bin, and drawn dashed
  function fromHistogram(c, ps) {
    const total = c.histogram.reduce((s, b) => s + b.rows, 0);
    return ps.map(p => {
      let below = 0;
      for (const b of c.histogram) {
        if (b.rows > 0 && below + b.rows >= p * total) return b.from + (b.to - b.from) * (p * total - below) / b.rows;
        below += b.rows;
      }
      return c.max;
    });
  }

  function quantiles(parent, title, kind, cols) {
    const box = el('div', {class: 'chart'});
    parent.append(box);
    const ps = cols.find(c => c.quantiles.length > 0).quantiles.map(q => q.p);
    const values = cols.map(c => c.quantiles.length > 0 ? c.quantiles.map(q => q.value)
        : c.histogram.length > 0 ? fromHistogram(c, ps) : null);
    // a log axis where every value drawn is a positive number: a tail of orders of magnitude reads on it
    const log = kind === 'NUMBER' && values.every(v => v == null || v.every(x => x > 0));
    const datasets = cols.flatMap((c, i) => values[i] == null ? [] : [{label: names[i]
        + (c.quantiles.length > 0 ? '' : ' (from its histogram)'), data: values[i], borderColor: COLORS[i],
      backgroundColor: COLORS[i], pointRadius: 2, borderDash: c.quantiles.length > 0 ? [] : [4, 3]}]);
    chart(box, {type: 'line', data: {labels: ps.map(qLabel), datasets}, options: {plugins: {title: {display: true,
      text: title + ' (quantiles' + (log ? ', log scale)' : ')')}, tooltip: {callbacks: {label: x =>
        x.dataset.label + ': ' + measure(kind, x.raw)}}},
      scales: {x: {ticks: {autoSkip: false, maxRotation: 90, font: {size: 9}}},
        y: {type: log ? 'logarithmic' : 'linear', ticks: {callback: v => measure(kind, v), maxTicksLimit: 6}}}}});
  }

  // the kinds of character at each position, stacked: the side's colour, darker for digits, lighter for the rest
  const KINDS = [['digits', 'digit', 0.9], ['upper', 'A-Z', 0.65], ['lower', 'a-z', 0.4], ['other', 'other', 0.15]];

  function characters(parent, title, cols) {
    const box = el('div', {class: 'chart wide'});
    parent.append(box);
    const labels = cols.find(c => c.characters.length > 0).characters.map((_, i) => String(i + 1));
    const datasets = cols.flatMap((c, i) => c.characters.length === 0 ? [] : KINDS.map(([field, label, alpha]) => {
      const colour = COLORS[i].replace('0.75)', alpha + ')');
      return {label: label + (B ? ' (' + names[i] + ')' : ''), stack: 'side' + i, backgroundColor: colour,
        data: c.characters.map(p => 100 * p[field] / ((p.digits + p.upper + p.lower + p.other) || 1))};
    }));
    chart(box, {type: 'bar', data: {labels, datasets}, options: {plugins: {title: {display: true, text: title},
      legend: {labels: {boxWidth: 10, font: {size: 10}}}},
      scales: {x: {stacked: true, title: {display: true, text: 'position'}},
        y: {stacked: true, max: 100, title: {display: true, text: '% of values'}}}}});
  }

  // the facts across the table's columns: the strongest few of each kind, the other side's figure beside; a kind
  // that neither side could measure (no two columns with NULLs, say) is left out
  function facts(t) {
    const groups = ((DATA.facts || {})[t.name] || []).filter(g => g.measured > 0 || g.measuredAgainst > 0);
    if (groups.length === 0) {
      return el('p', {class: 'note'}, 'Facts across columns: no pair of columns to relate (none with NULLs, fewer '
          + 'than two numbers or times, fewer than two columns of few values).');
    }
    const table = el('table', {class: 'facts'}, el('tr', {}, el('th', {}, 'fact across columns'),
        ...names.map(n => el('th', {}, n))));
    for (const g of groups) {
      const shown = g.rows.length;
      const measured = num(g.measured) + (B && g.measuredAgainst != null ? ' (' + num(g.measuredAgainst) + ')' : '');
      table.append(el('tr', {class: 'group'}, el('td', {colspan: String(names.length + 1)}, g.title + ': '
          + (shown ? shown + (shown > 1 ? ' shown, the strongest' : ' shown') : 'none holds') + '; ' + measured
          + ' pair' + (g.measured === 1 && !B ? '' : 's') + ' measured')));
      const fmt = x => x == null ? 'not measured' : g.figure === 'share' ? pct(x) : x.toFixed(2);
      for (const r of g.rows) {
        table.append(el('tr', {}, el('td', {}, r.fact), el('td', {}, fmt(r.main)),
            ...(B ? [el('td', {class: r.differs ? 'bad' : ''}, fmt(r.against))] : [])));
      }
    }
    return el('div', {class: 'scroll'}, table);
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
  root.append(el('p', {class: 'note'}, A.server + (B ? '; ' + B.name + ': ' + B.server : '')),
      el('div', {class: 'scroll'}, summary));

  for (const t of A.tables) {
    const o = B ? find(B.tables, t.name) : undefined;
    root.append(el('h2', {id: 'table-' + t.name}, 'Table ' + t.name));
    const head = el('tr', {}, el('th', {}, 'column'), el('th', {}, 'type'),
        ...names.flatMap(n => ['NULL', 'distinct', 'least', 'greatest'].map(h => el('th', {}, h + ' (' + n + ')'))));
    const cols = el('table', {class: 'columns'}, head);
    for (const c of t.columns) {
      const d = o ? find(o.columns, c.name) : undefined;
      const cells = x => x ? [pct(x.rows ? (x.rows - x.nonNull) / x.rows : 0), x.distinct < 0 ? '' : num(x.distinct),
        measure(x.kind, x.min), measure(x.kind, x.max)] : ['', '', '', ''];
      cols.append(el('tr', {}, el('td', {}, c.name), el('td', {}, c.type),
          ...cells(c).map(v => el('td', {}, v)), ...(B ? cells(d).map(v => el('td', {}, v)) : [])));
    }
    root.append(el('div', {class: 'scroll'}, cols), facts(t));
    const box = el('div', {class: 'charts'});
    root.append(box);
    for (const c of t.columns) {
      const d = o ? find(o.columns, c.name) : undefined;
      const both = B && d ? [c, d] : [c];
      const title = t.name + '.' + c.name;
      if (c.members.length > 0) members(box, title, both);
      else if (c.histogram.length > 0 && both.some(x => x.tail)) quantiles(box, title, c.kind, both);
      else if (c.characters.length > 0) characters(box, title + ' (every value ' + num(c.max) + ' chars, '
          + num(c.distinct) + ' distinct' + (c.max > c.characters.length ? '; the first ' + c.characters.length
          + ' positions)' : ')'), both);
      else if (c.histogram.length > 0) histogram(box, title + (c.kind === 'TEXT' ? ' (length)' : ''), c.kind, both);
    }
    for (const k of t.foreignKeys) {
      const ok = o ? (o.foreignKeys || []).find(x => x.name === k.name
          || (x.parent === k.parent && x.columns.join() === k.columns.join())) : undefined;
      const both = B && ok ? [k, ok] : [k];
      root.append(el('h3', {}, 'Foreign key ' + k.name + ': ' + t.name + '(' + k.columns.join(', ') + ') to '
          + k.parent + '(' + k.parentColumns.join(', ') + ')'));
      const keyFacts = el('table', {}, el('tr', {}, el('th', {}, ''), ...names.map(n => el('th', {}, n))));
      const none = x => { const z = x.fanOut.find(c => c.children === 0); return z ? z.parents / (x.parents || 1) : 0; };
      for (const [label, f] of [['parent rows', x => num(x.parents)], ['with none', x => pct(none(x))],
          ['most rows of one parent', x => num(x.most)], ['held by the top 1% of parents', x => pct(x.topShare)]]) {
        keyFacts.append(el('tr', {}, el('td', {}, label), ...both.map(x => el('td', {}, f(x)))));
      }
      for (const p of k.times) {
        const row = el('tr', {}, el('td', {}, t.name + '.' + p.column + (p.after ? ' after ' : ' before ') + k.parent + '.' + p.parentColumn));
        for (const x of both) {
          const q = x.times.find(y => y.column === p.column && y.parentColumn === p.parentColumn);
          row.append(el('td', {class: q && q.backwards > 0 ? 'bad' : 'good'},
              q ? num(q.backwards) + ' of ' + num(q.compared) : ''));
        }
        keyFacts.append(row);
      }
      const charts2 = el('div', {class: 'charts'});
      root.append(el('div', {class: 'scroll'}, keyFacts), charts2);
      if (k.fanOut.some(c => c.children > 0)) fanOut(charts2, 'rows of ' + t.name + ' per ' + k.parent + ' row', both);
    }
  }
  document.body.setAttribute('data-charts', String(charts));
  document.body.setAttribute('data-width', String(document.documentElement.scrollWidth));
})();

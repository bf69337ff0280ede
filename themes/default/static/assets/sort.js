/* Sortable tables, as progressive enhancement: the page is complete without this script.
   Every <th scope="col"> of a table.sortable gets a button; pressing it sorts the rows by that column and
   sets aria-sort. A cell's data-sort value is used when present (4½ -> 4.5), else its text; a column whose
   values are all numbers sorts numerically. data-sort-first="descending" starts a column from the top
   (points, tie-breaks). Pressing the same button again reverses the order. */
(function () {
  "use strict";

  function cellValue(row, index) {
    var cell = row.cells[index];
    if (!cell) { return ""; }
    var value = cell.getAttribute("data-sort");
    return (value !== null ? value : cell.textContent).trim();
  }

  function isNumber(text) {
    return text !== "" && !isNaN(Number(text));
  }

  function sortBy(table, header, index) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var current = header.getAttribute("aria-sort");
    var first = header.getAttribute("data-sort-first") || "ascending";
    var order = current === "ascending" ? "descending" : current === "descending" ? "ascending" : first;
    var values = rows.map(function (row) { return cellValue(row, index); });
    var numeric = values.every(function (v) { return v === "" || isNumber(v); });
    var keyed = rows.map(function (row, position) {
      return { row: row, value: values[position], position: position };
    });
    keyed.sort(function (a, b) {
      var result = numeric
        ? (Number(a.value || -Infinity) - Number(b.value || -Infinity))
        : a.value.localeCompare(b.value, document.documentElement.lang || undefined);
      if (order === "descending") { result = -result; }
      return result || a.position - b.position;
    });
    keyed.forEach(function (item) { body.appendChild(item.row); });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (cell) {
      cell.removeAttribute("aria-sort");
    });
    header.setAttribute("aria-sort", order);
  }

  function enhance(table) {
    if (!table.tHead || !table.tBodies.length) { return; }
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (header, index) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort";
      while (header.firstChild) { button.appendChild(header.firstChild); }
      header.appendChild(button);
      button.addEventListener("click", function () { sortBy(table, header, index); });
    });
    table.classList.add("sortable-ready");
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), enhance);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());

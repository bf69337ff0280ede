/* chess-bulletin game viewer, as progressive enhancement: the page is complete without this script.
   MIT licence, like the rest of chess-bulletin; no external requests, no rules of chess: every move of the move
   list (.mv) carries the position after it (data-fen, the piece placement of its FEN) and its squares (data-sq),
   worked out when the site was built. The move list stays the source of truth: the current move is marked with
   aria-current and the board's caption (a live region) names it. Buttons, the arrow keys (Home/End too) and a
   swipe on the board step through the game; a click or Enter on a move shows its position. */
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var FILES = "abcdefgh";

  function corner(square) {
    return [FILES.indexOf(square.charAt(0)) * 45, (8 - Number(square.charAt(1))) * 45];
  }

  function draw(board, prefix, placement, squares) {
    var pieces = board.querySelector(".cb-pieces");
    var marks = board.querySelector(".cb-marks");
    while (pieces.firstChild) { pieces.removeChild(pieces.firstChild); }
    while (marks.firstChild) { marks.removeChild(marks.firstChild); }
    placement.split("/").forEach(function (row, r) {
      var file = 0;
      for (var i = 0; i < row.length; i += 1) {
        var c = row.charAt(i);
        if (c >= "1" && c <= "8") { file += Number(c); continue; }
        var use = document.createElementNS(SVG, "use");
        use.setAttribute("href", "#" + prefix + "-" + c.toUpperCase());
        use.setAttribute("class", c === c.toUpperCase() ? "cb-w" : "cb-b");
        use.setAttribute("x", String(file * 45));
        use.setAttribute("y", String(r * 45));
        use.setAttribute("width", "45");
        use.setAttribute("height", "45");
        pieces.appendChild(use);
        file += 1;
      }
    });
    for (var s = 0; s + 2 <= (squares || "").length; s += 2) {
      var at = corner(squares.substr(s, 2));
      var rect = document.createElementNS(SVG, "rect");
      rect.setAttribute("class", "cb-mark");
      rect.setAttribute("x", String(at[0]));
      rect.setAttribute("y", String(at[1]));
      rect.setAttribute("width", "45");
      rect.setAttribute("height", "45");
      marks.appendChild(rect);
    }
  }

  function enhance(game) {
    if (game.getAttribute("data-viewer") === "on") { return; }
    game.setAttribute("data-viewer", "on");
    var prefix = game.getAttribute("data-cb");
    var figure = game.querySelector(".cb-main");
    var board = figure.querySelector(".cb-board");
    var caption = figure.querySelector("figcaption");
    var controls = game.querySelector(".cb-controls");
    var moves = Array.prototype.slice.call(game.querySelectorAll(".mv"));
    var main = moves.filter(function (m) { return m.classList.contains("main"); });
    var current = main.length ? main[main.length - 1] : null;
    caption.setAttribute("aria-live", "polite");

    function show(move) {
      if (current) { current.removeAttribute("aria-current"); }
      current = move;
      if (move) {
        move.setAttribute("aria-current", "step");
        draw(board, prefix, move.getAttribute("data-fen"), move.getAttribute("data-sq"));
        caption.textContent = move.textContent;
        board.setAttribute("aria-label", move.textContent);
      } else {
        draw(board, prefix, game.getAttribute("data-start"), "");
        caption.textContent = game.getAttribute("data-start-label");
        board.setAttribute("aria-label", caption.textContent);
      }
    }

    function step(where) {
      var index = main.indexOf(current);
      if (current && index < 0) { index = mainBefore(current); }   // a variation's move: its main move
      if (where === "first") { show(null); }
      else if (where === "last") { show(main[main.length - 1] || null); }
      else if (where === "next") { if (index + 1 < main.length) { show(main[index + 1]); } }
      else if (where === "back") { show(index > 0 ? main[index - 1] : null); }
    }

    function mainBefore(move) {   // the main-line move a variation stands for (the last one written before it)
      var found = -1;
      main.forEach(function (m, i) {
        if (m.compareDocumentPosition(move) & Node.DOCUMENT_POSITION_FOLLOWING) { found = i; }
      });
      return found;
    }

    moves.forEach(function (move) {
      move.setAttribute("tabindex", "0");
      move.setAttribute("role", "button");
      move.addEventListener("click", function () { show(move); });
      move.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); show(move); }
      });
    });
    Array.prototype.forEach.call(controls.querySelectorAll("button"), function (button) {
      button.addEventListener("click", function () { step(button.getAttribute("data-go")); });
    });
    game.addEventListener("keydown", function (event) {
      var keys = { ArrowLeft: "back", ArrowRight: "next", Home: "first", End: "last" };
      if (keys[event.key] && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        step(keys[event.key]);
      }
    });
    var startX = null;
    board.addEventListener("touchstart", function (event) {
      startX = event.touches.length === 1 ? event.touches[0].clientX : null;
    }, { passive: true });
    board.addEventListener("touchend", function (event) {
      if (startX === null || !event.changedTouches.length) { return; }
      var dx = event.changedTouches[0].clientX - startX;
      startX = null;
      if (Math.abs(dx) > 30) { step(dx < 0 ? "next" : "back"); }
    });
    board.setAttribute("tabindex", "0");
    controls.hidden = false;
    if (current) { current.setAttribute("aria-current", "step"); }
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll(".game[data-cb]"), enhance);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());

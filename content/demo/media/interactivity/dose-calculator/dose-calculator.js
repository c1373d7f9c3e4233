// Recalculates on every change; all arithmetic is shown so learners can follow it.
(function () {
  var form = document.getElementById('calculator');
  function value(name) {
    return Number(form.elements[name].value);
  }
  function format(number, unit) {
    return (Math.round(number * 10) / 10).toLocaleString('en-IN') + ' ' + unit;
  }
  function update() {
    var weight = value('weight');
    var dose = value('dose');
    var frequency = value('frequency');
    var strength = value('strength');
    var maximum = value('maximum');
    var perDose = weight * dose;
    var daily = perDose * frequency;
    document.getElementById('per-dose').textContent =
      weight + ' kg x ' + dose + ' mg/kg = ' + format(perDose, 'mg');
    document.getElementById('volume').textContent =
      format(perDose, 'mg') + ' / (' + strength + ' mg / 5 mL) = ' + format((perDose * 5) / strength, 'mL');
    document.getElementById('daily').textContent =
      format(perDose, 'mg') + ' x ' + frequency + ' = ' + format(daily, 'mg');
    var verdict = document.getElementById('verdict');
    var tooHigh = daily > maximum;
    verdict.className = tooHigh ? 'note warning' : 'note';
    verdict.textContent = tooHigh
      ? 'The daily total exceeds the maximum of ' + format(maximum, 'mg') + ': reduce the dose or the frequency.'
      : 'The daily total is within the maximum of ' + format(maximum, 'mg') + '.';
  }
  form.addEventListener('input', update);
  update();
})();
